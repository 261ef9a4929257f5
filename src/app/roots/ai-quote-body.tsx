import { useCallback } from 'react'
import { AiQuoteScreen } from '../../features/ai-quote/components/ai-quote-screen.tsx'
import type { ConversationEvents } from '../../features/ai-quote/stores/conversation-events.ts'
import type { ConversationSlot } from './conversation-frame.tsx'
import { useOpenedRecord } from './use-opened-record.tsx'

/**
 * The conversation of `<ai-quote>` once logged in: the screen, with the history list beside it when
 * `show-history` asks; new records join that list, priced uploads fire `quote-created`.
 */
export function AiQuoteBody(slot: ConversationSlot) {
  const { screen, emitRef } = useOpenedRecord('quote', slot)
  const onQuoteCreated = useCallback(
    (d: ConversationEvents['quoteCreated']) => emitRef.current('quote-created', d),
    [emitRef],
  )
  return <AiQuoteScreen {...screen} onQuoteCreated={onQuoteCreated} />
}
