import { AiQuoteRoot } from '../app/roots/ai-quote-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The AI quote conversation on its own, for a CMS page: upload drawings and models, get a price.
 *
 * @summary AI quote conversation.
 * @tag ai-quote
 * @fires quote-created - A quote was created. `detail: { chatRecordId, partIds, parts: [{ partId, tier, days, shipDate, deliveryDate }], shipDate, deliveryDate }` (dates YYYY-MM-DD; the top-level ones the latest of the parts).
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class AiQuoteElement extends reactElement(AiQuoteRoot, 'ai-quote') {}

defineElement('ai-quote', AiQuoteElement)

declare global {
  interface HTMLElementTagNameMap {
    'ai-quote': AiQuoteElement
  }
}
