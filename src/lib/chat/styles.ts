import css from './chat.css?inline'
import { addLazyCss } from '../lazy-css.ts'

// The conversation rules travel with the lazily loaded screens that show a conversation; every
// message list imports this module, so the rules are in before the first render.
addLazyCss(css)
