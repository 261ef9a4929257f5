import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { ConversationKind } from '../../../../contract/admin-conversations.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ManageToolbar } from '../../../lib/manage-page.tsx'
import { conversationList } from '../stores/conversation-list.ts'
import { ConversationTable } from './conversation-table.tsx'
import '../messages.ts'
import '../styles.ts'

/** The back office's list of every customer's conversations, quote or process, read-only. */
export function ConversationListView({ onOpen }: { onOpen: (kind: ConversationKind, id: number) => void }) {
  const t = useT()
  const list = useStore(conversationList.$state)
  useEffect(() => void conversationList.reload(), [])
  const search = {
    list: conversationList,
    label: t('admin.conversation.search'),
    buttonLabel: t('admin.search'),
    testId: 'admin-conversation-search',
  }
  return (
    <section className="qe-admin" aria-label={t('admin.conversation.title')} data-testid="admin-conversation-list">
      <ManageToolbar className="qe-admin-bar" search={search}>
        <select
          aria-label={t('admin.conversation.kind')}
          value={list.filters.kind}
          onChange={(e) => void conversationList.setFilters({ kind: e.target.value as ConversationKind })}
          data-testid="admin-conversation-kind"
        >
          <option value="quote">{t('admin.conversation.quote')}</option>
          <option value="process">{t('admin.conversation.process')}</option>
        </select>
      </ManageToolbar>
      <ConversationTable onOpen={(row) => onOpen(row.kind, row.id)} />
    </section>
  )
}
