import { ProcessAssistantRoot } from '../app/roots/process-assistant-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The frame of the machining-process assistant. In this version it asks for a login inline and then
 * says the session is ready; the conversation itself (upload a part, get a process route) is not
 * built yet, so `record-id` and `show-history` are accepted but change nothing on screen.
 *
 * @summary Machining-process assistant frame (login only in this version).
 * @tag process-assistant
 * @attr {string} api-base - Origin and path prefix of the API.
 * @attr {string} record-id - Auto-process chat record to reopen, once the conversation exists; no effect yet.
 * @attr {'zh-CN' | 'en'} locale - Language.
 * @attr {'true' | 'false'} show-history - Will show the chat history list beside the conversation; no effect yet.
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class ProcessAssistantElement extends reactElement(ProcessAssistantRoot, [
  'apiBase',
  'recordId',
  'locale',
  'showHistory',
]) {
  /** Origin and path prefix of the API. Reflects `api-base`. */
  declare apiBase: string | undefined
  /** Auto-process chat record to reopen (no effect yet). Reflects `record-id`. */
  declare recordId: string | undefined
  /** `zh-CN` or `en`. Reflects `locale`. */
  declare locale: string | undefined
  /** `"true"` will show the history list (no effect yet). Reflects `show-history`. */
  declare showHistory: string | boolean | undefined
}

defineElement('process-assistant', ProcessAssistantElement)

declare global {
  interface HTMLElementTagNameMap {
    'process-assistant': ProcessAssistantElement
  }
}
