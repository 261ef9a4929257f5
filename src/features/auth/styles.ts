import css from './auth.css?inline'
import { addLazyCss } from '../../lib/lazy-css.ts'

// The CSS of the login, registration and password forms and of the user menu travels with the lazy
// chunk that renders them, not in the first load (scripts/size.mjs); every component that the app
// renders from this feature imports this module, so the rules are in before the first render.
addLazyCss(css)
