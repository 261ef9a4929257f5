import { useSearch } from 'wouter'
import { ConversationDetailView } from '../../features/admin/components/conversation-detail-view.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { OrderLineFiles } from './quote-order-line-files.tsx'

/** /admin/chatHistoryDetail?kind=&id=: any user's conversation, read-only, with its files' previews. */
export function AdminChatHistoryPage() {
  const t = useT()
  const query = new URLSearchParams(useSearch())
  const kind = query.get('kind') === 'process' ? 'process' : 'quote'
  const id = Number(query.get('id'))
  if (!Number.isInteger(id) || id < 1)
    return (
      <main className="qe-page" data-testid="admin-conversation">
        <p role="alert" className="qe-error">
          {t('admin.conversation.missing')}
        </p>
      </main>
    )
  return <ConversationDetailView kind={kind} id={id} renderFiles={(part) => <OrderLineFiles files={part.files} />} />
}
