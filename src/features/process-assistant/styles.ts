import css from './process-assistant.css?inline'
import { addLazyCss } from '../../lib/lazy-css.ts'

// The assistant's CSS travels with its lazy chunk, not in the first load (scripts/size.mjs); the
// screen imports this module before it renders.
addLazyCss(css)
