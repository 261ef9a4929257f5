import lightCss from '@shoelace-style/shoelace/dist/themes/light.css?inline'
import darkCss from '@shoelace-style/shoelace/dist/themes/dark.css?inline'
// The app's rules beside what they style. Order is the cascade: on equal specificity a later file
// wins, so shared pieces come first, then the shell, then the features that refine them. Features
// rendered only by lazy chunks bring their own rules (their styles.ts, through lib/lazy-css), which
// come after all of these; their selectors carry the feature's own prefix, so their mutual order
// (the order the screens happen to open in) does not matter.
import elementRootCss from '../app/element-root.css?inline'
import pageCss from '../lib/page.css?inline'
import textCss from '../lib/text.css?inline'
import focusCss from '../lib/focus.css?inline'
import formsCss from '../lib/forms/forms.css?inline'
import viewerCss from '../lib/viewer.css?inline'
import progressBarCss from '../lib/progress-bar.css?inline'
import dataTableCss from '../lib/data-table/data-table.css?inline'
import layoutCss from '../app/layout/layout.css?inline'
import menuCss from '../app/menu/menu.css?inline'
import tagsViewCss from '../app/layout/tags-view.css?inline'
import pagesCss from '../app/pages/pages.css?inline'
import preview2dCss from '../features/preview-2d/preview-2d.css?inline'
import preview3dCss from '../features/preview-3d/preview-3d.css?inline'
import { watchLazyCss } from '../lib/lazy-css.ts'

/**
 * Both Shoelace themes claim `:host`; inside our shadow roots the light theme keeps `:host` and the
 * dark theme applies only under `.sl-theme-dark` (set by the root when dark mode is on).
 */
const themeCss = lightCss.replace(/:root,\s*/, '') + darkCss.replace(/:host,\s*\.sl-theme-dark/, '.sl-theme-dark')

const appCss = [
  elementRootCss,
  pageCss,
  textCss,
  focusCss,
  formsCss,
  viewerCss,
  progressBarCss,
  dataTableCss,
  layoutCss,
  menuCss,
  tagsViewCss,
  pagesCss,
  preview2dCss,
  preview3dCss,
].join('\n')

let sheet: CSSStyleSheet | undefined

/** The one constructed stylesheet shared by every shadow root of every element on the page. */
export function sharedSheet(): CSSStyleSheet {
  if (!sheet) {
    const shared = new CSSStyleSheet()
    // Lazily loaded screens add their CSS later: the sheet every root adopted is rewritten in place.
    watchLazyCss((lazyCss) => shared.replaceSync(themeCss + appCss + lazyCss))
    sheet = shared
  }
  return sheet
}

/** Adopts the shared sheet into a shadow root once. */
export function adoptStyles(root: ShadowRoot) {
  const shared = sharedSheet()
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared]
  }
}
