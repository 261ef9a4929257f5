import type { AdminConversationRow } from '../../../../contract/admin-conversations.ts'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import { minuteText } from '../lib/minute-text.ts'
import { actionsColumn, RowButton } from '../lib/columns.tsx'
import '../messages.ts'

/** Props of ConversationTable. */
export interface ConversationTableProps {
  state: PagedListState<AdminConversationRow, { kind: string }>
  onOpen: (row: AdminConversationRow) => void
  onRetry: () => void
}

/** Every customer's conversations: name, owner, company, items, last update; Enter or "View" opens one. */
export function ConversationTable({ state, onOpen, onRetry }: ConversationTableProps) {
  const t = useT()
  const columns: Column<AdminConversationRow>[] = [
    { key: 'name', title: 'admin.conversation.name', fixed: true, render: (row) => row.name || `#${row.id}` },
    {
      key: 'username',
      title: 'admin.conversation.owner',
      render: (row) => (row.nickName ? `${row.nickName} (${row.username})` : row.username),
    },
    { key: 'companyName', title: 'admin.conversation.company' },
    {
      key: 'itemCount',
      title: state.filters.kind === 'process' ? 'admin.conversation.files' : 'admin.conversation.parts',
      align: 'end',
    },
    { key: 'updatedAt', title: 'admin.conversation.updatedAt', render: (row) => minuteText(row.updatedAt) },
    actionsColumn((row) => (
      <RowButton testId={`admin-conversation-open-${row.id}`} onClick={() => onOpen(row)}>
        {t('admin.action.view')}
      </RowButton>
    )),
  ]
  return (
    <DataTable
      id="admin-conversations"
      label={t('admin.conversation.title')}
      columns={columns}
      rows={state.rows}
      rowKey={(row) => `${row.kind}-${row.id}`}
      status={state.status}
      message={state.message}
      onRetry={onRetry}
      onActivate={onOpen}
      testId="admin-conversations"
    />
  )
}
