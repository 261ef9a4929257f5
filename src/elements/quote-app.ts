import { QuoteAppRoot } from '../app/roots/quote-app-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The whole quoting application: login, AI quote, process assistant, configuration and back office,
 * with its own router.
 *
 * @summary The complete application in one tag.
 * @tag quote-app
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-navigate - The app moved to another route. `detail: { path, search }`.
 * @fires quote-created - A quote was created on the AI quote page. `detail: { chatRecordId, partIds, parts: [{ partId, tier, days, shipDate, deliveryDate }], shipDate, deliveryDate }` (dates YYYY-MM-DD; the top-level ones the latest of the parts).
 * @fires process-planned - A part's first process route was planned on the process assistant page. `detail: { chatRecordId, version }`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class QuoteAppElement extends reactElement(QuoteAppRoot, 'quote-app') {}

defineElement('quote-app', QuoteAppElement)

declare global {
  interface HTMLElementTagNameMap {
    'quote-app': QuoteAppElement
  }
}
