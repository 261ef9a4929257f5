import css from './file-drop.css?inline'
import { addLazyCss } from '../lazy-css.ts'

// The drop zone's rules travel with the lazily loaded screens that upload files; FileDrop imports
// this module, so the rules are in before the first render.
addLazyCss(css)
