import { ConversationFrame, type ConversationProps } from './conversation-frame.tsx'

/** Root of `<ai-quote>`: the AI quote conversation alone. */
export function AiQuoteRoot(props: ConversationProps) {
  return <ConversationFrame {...props} tag="ai-quote" titleKey="conversation.aiQuoteTitle" />
}
