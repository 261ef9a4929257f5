import css from './shop-profile.css?inline'
import { addLazyCss } from '../../lib/lazy-css.ts'

// The shop profile's CSS travels with the lazy chunk that renders it, not in the first load.
addLazyCss(css)
