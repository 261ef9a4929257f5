import { useCallback } from 'react'
import { useStore } from '@nanostores/react'
import { AiQuoteScreen } from '../../features/ai-quote/components/ai-quote-screen.tsx'
import { CreateOrderButton } from '../../features/quote-order/components/create-order-button.tsx'
import { ProcessCardButton } from '../../features/ai-quote/components/process-card-button.tsx'
import type { ConversationEvents } from '../../features/ai-quote/stores/conversation-events.ts'
import { useEmit } from '../host-context.ts'
import { chatRecordHref, quoteOrderHref } from '../../lib/paths.ts'
import { holdsRight } from '../../lib/permission.ts'
import { $session } from '../../lib/stores/session.ts'
import { useRecordPage } from './use-record-page.ts'

/** /ai-quote/quote[?id=]: the AI quote conversation; its records are the quote history. */
export function AiQuotePage() {
  const { screen, navigate } = useRecordPage('quote')
  const emit = useEmit()
  const onQuoteCreated = useCallback((d: ConversationEvents['quoteCreated']) => emit('quote-created', d), [emit])
  // "生成报价单": the ticked priced parts become a draft quote order, opened at once.
  const selectionActions = useCallback(
    (partIds: number[]) => <CreateOrderButton partIds={partIds} onCreated={(id) => navigate(quoteOrderHref(id))} />,
    [navigate],
  )
  // "工艺卡": a pricing engineer opens the part's process card; its saved routes price the part.
  const reviewer = holdsRight(useStore($session).roleRouters, 'review')
  const partActions = useCallback(
    (part: { partId: number; name: string }) => (
      <ProcessCardButton
        partId={part.partId}
        name={part.name}
        onOpened={(id) => navigate(chatRecordHref('process', id))}
      />
    ),
    [navigate],
  )
  return (
    <main className="qe-page" data-testid="ai-quote-page">
      <AiQuoteScreen
        {...screen}
        onQuoteCreated={onQuoteCreated}
        selectionActions={selectionActions}
        partActions={reviewer ? partActions : undefined}
      />
    </main>
  )
}
