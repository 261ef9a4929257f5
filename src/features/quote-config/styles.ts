import css from './quote-config.css?inline'
import { addLazyCss } from '../../lib/lazy-css.ts'

// The quote configuration screens' CSS travels with the lazy chunk that renders it, not in the
// first load (scripts/size.mjs); every component that the app renders from this feature imports
// this module, so the rules are in before the first render.
addLazyCss(css)
