import { lazy } from 'react'
import { ConversationFrame, type ConversationProps } from './conversation-frame.tsx'

// The assistant is its own chunk: the element's first load is only the frame.
const ProcessAssistantBody = lazy(() =>
  import('./process-assistant-body.tsx').then((m) => ({ default: m.ProcessAssistantBody })),
)

/** Root of `<process-assistant>`: the machining-process assistant alone, with an inline login and optional history. */
export function ProcessAssistantRoot(props: ConversationProps) {
  return (
    <ConversationFrame {...props} tag="process-assistant" titleKey="conversation.processTitle">
      {(slot) => <ProcessAssistantBody {...slot} />}
    </ConversationFrame>
  )
}
