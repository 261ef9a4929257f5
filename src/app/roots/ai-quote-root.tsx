import { lazy } from 'react'
import { ConversationFrame, type ConversationProps } from './conversation-frame.tsx'

// The conversation is its own chunk: the element's first load is only the frame.
const AiQuoteBody = lazy(() => import('./ai-quote-body.tsx').then((m) => ({ default: m.AiQuoteBody })))

/** Root of `<ai-quote>`: the AI quote conversation alone, with an inline login and optional history. */
export function AiQuoteRoot(props: ConversationProps) {
  return (
    <ConversationFrame {...props} tag="ai-quote" titleKey="conversation.aiQuoteTitle">
      {(slot) => <AiQuoteBody {...slot} />}
    </ConversationFrame>
  )
}
