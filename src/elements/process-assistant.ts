import { ProcessAssistantRoot } from '../app/roots/process-assistant-root.tsx'
import { defineElement, reactElement } from './define.ts'

/**
 * The machining-process assistant on its own, for a CMS page: upload a part's 3D model and 2D
 * drawing, get a process route, edit it as a process card, talk to the assistant, dispatch it and
 * download or print the card. Without a session it asks for a login inline.
 *
 * @summary Machining-process assistant.
 * @tag process-assistant
 * @fires process-planned - A new part's first route was planned. `detail: { chatRecordId, version }`.
 * @fires quote-login - A user logged in. `detail: { username, role }`.
 * @fires quote-logout - The session ended. `detail: {}`.
 * @fires quote-error - An API call failed and the user was told. `detail: { message, code }`.
 * @csspart base - The themed wrapper inside the shadow root.
 */
export class ProcessAssistantElement extends reactElement(ProcessAssistantRoot, 'process-assistant') {}

defineElement('process-assistant', ProcessAssistantElement)

declare global {
  interface HTMLElementTagNameMap {
    'process-assistant': ProcessAssistantElement
  }
}
