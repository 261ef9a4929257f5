import { useStore } from '@nanostores/react'
import type { AdminConversationRow } from '../../../../contract/admin-conversations.ts'
import { ListTable } from '../../../lib/data-table/list-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { actionsColumn } from '../lib/columns.tsx'
import { conversationList } from '../stores/conversation-list.ts'
import '../messages.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'

/** Every customer's conversations: name, owner, company, items, last update; Enter or "View" opens one. */
export function ConversationTable({ onOpen }: { onOpen: (row: AdminConversationRow) => void }) {
  const t = useT()
  const { filters } = useStore(conversationList.$state)
  const columns: Column<AdminConversationRow>[] = [
    {
      key: 'name',
      title: 'admin.conversation.name',
      fixed: true,
      userData: true,
      render: (row) => row.name || `#${row.id}`,
    },
    {
      key: 'username',
      title: 'admin.conversation.owner',
      userData: true,
      render: (row) => (row.nickName ? `${row.nickName} (${row.username})` : row.username),
    },
    { key: 'companyName', title: 'admin.conversation.company', userData: true },
    {
      key: 'itemCount',
      title: filters.kind === 'process' ? 'admin.conversation.files' : 'admin.conversation.parts',
      align: 'end',
    },
    { key: 'updatedAt', title: 'admin.conversation.updatedAt', render: (row) => <TimeText iso={row.updatedAt} /> },
    actionsColumn({
      actions: () => ['open'],
      label: () => t('admin.action.view'),
      testId: (action, row) => `admin-conversation-${action}-${row.id}`,
      onAction: (_, row) => onOpen(row),
    }),
  ]
  return (
    <ListTable
      list={conversationList}
      id="admin-conversations"
      label={t('admin.conversation.title')}
      columns={columns}
      rowKey={(row) => `${row.kind}-${row.id}`}
      onActivate={onOpen}
    />
  )
}
