import { useCallback, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import { AiQuoteScreen } from '../../features/ai-quote/components/ai-quote-screen.tsx'
import { CreateOrderButton } from '../../features/quote-order/components/create-order-button.tsx'
import type { ConversationEvents } from '../../features/ai-quote/stores/conversation-events.ts'
import { useEmit } from '../host-context.ts'
import { chatRecordHref, paths, quoteOrderHref } from '../../lib/paths.ts'

/**
 * /ai-quote/quote[?id=]: the AI quote conversation. A new record joins the side-menu history at
 * once and takes the address (`?id=`), so a reload or a shared link reopens it.
 */
export function AiQuotePage() {
  const [, navigate] = useLocation()
  const raw = new URLSearchParams(useSearch()).get('id') ?? ''
  const recordId = /^\d+$/.test(raw) ? Number(raw) : undefined
  const emit = useEmit()
  const emitRef = useRef(emit)
  emitRef.current = emit
  const onRecordCreated = useCallback(
    (r: ConversationEvents['recordCreated']) => {
      prependChatRecord('quote', r)
      navigate(chatRecordHref('quote', String(r.id)), { replace: true })
    },
    [navigate],
  )
  const onQuoteCreated = useCallback((d: ConversationEvents['quoteCreated']) => emitRef.current('quote-created', d), [])
  // "生成报价单": the ticked priced parts become a draft quote order, opened at once.
  const selectionActions = useCallback(
    (partIds: number[]) => <CreateOrderButton partIds={partIds} onCreated={(id) => navigate(quoteOrderHref(id))} />,
    [navigate],
  )
  return (
    <main className="qe-page" data-testid="ai-quote-page">
      <AiQuoteScreen
        recordId={recordId}
        onRecordCreated={onRecordCreated}
        onQuoteCreated={onQuoteCreated}
        onNew={() => navigate(paths.aiQuote)}
        selectionActions={selectionActions}
      />
    </main>
  )
}
