import { AiQuoteRoot } from '../app/roots/ai-quote-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The AI quote conversation on its own, for a CMS page: upload drawings and models, get a price.
 *
 * @summary AI quote conversation.
 * @tag ai-quote
 * @attr {string} api-base - Origin and path prefix of the API.
 * @attr {string} record-id - Reopens this quote chat record.
 * @attr {'zh-CN' | 'en'} locale - Language.
 * @attr {'true' | 'false'} show-history - Shows the chat history list beside the conversation.
 * @fires quote-created - A quote was created. `detail: { chatRecordId, partIds }`.
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class AiQuoteElement extends reactElement(AiQuoteRoot, ['apiBase', 'recordId', 'locale', 'showHistory']) {
  /** Origin and path prefix of the API. Reflects `api-base`. */
  declare apiBase: string | undefined
  /** Quote chat record to reopen. Reflects `record-id`. */
  declare recordId: string | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
  /** `"true"` shows the history list. Reflects `show-history`. */
  declare showHistory: string | boolean | undefined
}

defineElement('ai-quote', AiQuoteElement)

declare global {
  interface HTMLElementTagNameMap {
    'ai-quote': AiQuoteElement
  }
}
