import { useCallback, useEffect, useRef, useState } from 'react'
import { ChatHistoryMenu } from '../../features/chat-history/components/chat-history-menu.tsx'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import { AiQuoteScreen } from '../../features/ai-quote/components/ai-quote-screen.tsx'
import type { ConversationEvents } from '../../features/ai-quote/stores/conversation-events.ts'
import { useEmit } from '../host-context.ts'
import type { ConversationSlot } from './conversation-frame.tsx'

const idOf = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined)

/**
 * The conversation of `<ai-quote>` once logged in: the screen, with the history list beside it when
 * `show-history` asks; new records join that list, priced uploads fire `quote-created`.
 */
export function AiQuoteBody({ record, history }: ConversationSlot) {
  const emit = useEmit()
  const emitRef = useRef(emit)
  emitRef.current = emit
  // `record-id` wins when it changes; a record opened from the history list or created replaces it until then.
  const [opened, setOpened] = useState<number | undefined>(idOf(record))
  useEffect(() => setOpened(idOf(record)), [record])
  const onRecordCreated = useCallback((r: ConversationEvents['recordCreated']) => {
    prependChatRecord('quote', r)
    setOpened(r.id)
  }, [])
  const onQuoteCreated = useCallback((d: ConversationEvents['quoteCreated']) => emitRef.current('quote-created', d), [])
  const aside = history ? (
    <ChatHistoryMenu
      kind="quote"
      {...(opened !== undefined ? { activeId: String(opened) } : {})}
      onOpen={(id) => setOpened(idOf(id))}
      onActiveDeleted={() => setOpened(undefined)}
    />
  ) : undefined
  return (
    <AiQuoteScreen
      recordId={opened}
      onRecordCreated={onRecordCreated}
      onQuoteCreated={onQuoteCreated}
      onNew={() => setOpened(undefined)}
      aside={aside}
    />
  )
}
