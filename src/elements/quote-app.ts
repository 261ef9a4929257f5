import { QuoteAppRoot } from '../app/roots/quote-app-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The whole quoting application: login, AI quote, process assistant, configuration and back office,
 * with its own router.
 *
 * @summary The complete application in one tag.
 * @tag quote-app
 * @attr {string} api-base - Origin and path prefix of the API (default: the page's origin).
 * @attr {'history' | 'hash' | 'memory'} routing - Where the route lives: the page URL (default), the URL hash (`#/…`, for CMS pages), or memory only.
 * @attr {string} base - Path prefix of the app's routes with `routing="history"`, e.g. `/quote`.
 * @attr {'zh-CN' | 'en'} locale - Language (default zh-CN, or the one the user chose before).
 * @attr {string} token-key - Header name the session token is sent under (default `Authorization`).
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-navigate - The app moved to another route. `detail: { path, search }`.
 * @fires quote-created - A quote was created on the AI quote page. `detail: { chatRecordId, partIds }`.
 * @fires process-planned - A part's first process route was planned on the process assistant page. `detail: { chatRecordId, version }`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class QuoteAppElement extends reactElement(QuoteAppRoot, ['apiBase', 'routing', 'base', 'locale', 'tokenKey']) {
  /** Origin and path prefix of the API. Reflects `api-base`. */
  declare apiBase: string | undefined
  /** `history`, `hash` or `memory`; read when the element first renders. Reflects `routing`. */
  declare routing: string | undefined
  /** Path prefix for history routing. Reflects `base`. */
  declare base: string | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
  /** Header name for the session token. Reflects `token-key`. */
  declare tokenKey: string | undefined
}

defineElement('quote-app', QuoteAppElement)

declare global {
  interface HTMLElementTagNameMap {
    'quote-app': QuoteAppElement
  }
}
