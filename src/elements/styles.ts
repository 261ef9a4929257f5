import lightCss from '@shoelace-style/shoelace/dist/themes/light.css?inline'
import darkCss from '@shoelace-style/shoelace/dist/themes/dark.css?inline'
import appCss from './app.css?inline'

/**
 * Both Shoelace themes claim `:host`; inside our shadow roots the light theme keeps `:host` and the
 * dark theme applies only under `.sl-theme-dark` (set by the root when dark mode is on).
 */
const themeCss =
  lightCss.replace(/:root,\s*/, '') + darkCss.replace(/:host,\s*\.sl-theme-dark/, '.sl-theme-dark')

let sheet: CSSStyleSheet | undefined

/** The one constructed stylesheet shared by every shadow root of every element on the page. */
export function sharedSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(themeCss + appCss)
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
