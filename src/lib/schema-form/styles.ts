import css from './schema-form.css?inline'
import { addLazyCss } from '../lazy-css.ts'

// The form kit's CSS travels with the lazy screens that render its forms, not in the first load
// (scripts/size.mjs); every component of the kit imports this module.
addLazyCss(css)
