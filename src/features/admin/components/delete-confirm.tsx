import { useState } from 'react'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import '../messages.ts'

/** The kinds of back-office record a list deletes, and the test id of each one's question. */
const TEST_IDS = {
  role: 'admin-role-delete',
  user: 'admin-user-delete',
  department: 'department-delete',
  menu: 'menu-delete',
  webhook: 'admin-webhook-delete',
} as const

/**
 * The question before a back-office record is deleted, naming it (`admin.<what>.deleteConfirm`),
 * with the same "Delete" button on every list: `ask(row)` opens it, `dialog` is what to render.
 * It closes once `remove` resolved that the delete worked.
 */
export function useDeleteConfirm<Row extends { id: number }>(
  what: keyof typeof TEST_IDS,
  nameOf: (row: Row) => string,
  remove: (id: number) => Promise<boolean>,
) {
  const t = useT()
  const [row, setRow] = useState<Row | null>(null)
  const dialog = row && (
    <ConfirmDialog
      message={t(`admin.${what}.deleteConfirm`, { name: nameOf(row) })}
      confirmLabel={t('admin.delete')}
      onConfirm={() => remove(row.id)}
      onClose={() => setRow(null)}
      testId={TEST_IDS[what]}
    />
  )
  return { ask: setRow, dialog }
}
