import { ConversationFrame, type ConversationProps } from './conversation-frame.tsx'

/** Root of `<process-assistant>`: the machining-process conversation alone. */
export function ProcessAssistantRoot(props: ConversationProps) {
  return <ConversationFrame {...props} tag="process-assistant" titleKey="conversation.processTitle" />
}
