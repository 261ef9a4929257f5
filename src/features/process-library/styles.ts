import css from './process-library.css?inline'
import { addLazyCss } from '../../lib/lazy-css.ts'

// The library screens' CSS travels with their lazy chunk, not in the first load (scripts/size.mjs);
// the screen imports this module before it renders.
addLazyCss(css)
