import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState } from 'react'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import { listStateProps, type ListTexts } from '../../../lib/data-table/list-state.ts'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { Pager } from '../../../lib/pager.tsx'
import type { PermissionAction } from '../../../../contract/wire.ts'
import type { CostRow } from '../api/types.ts'
import type { CostTableDef } from '../lib/table-defs.ts'
import { rowLabel } from '../lib/param-text.ts'
import { costList } from '../stores/cost-table.ts'
import { costColumns } from './cost-columns.tsx'
import { CostDeleteDialog } from './cost-delete-dialog.tsx'
import { CostRowDialog } from './cost-row-dialog.tsx'
import { CostToolbar } from './cost-toolbar.tsx'
import '../../../lib/i18n/config-messages.ts'

const COST_TEXTS: ListTexts = {
  empty: 'cost.empty',
  noMatch: 'cost.noMatch',
  loadFailed: 'cost.loadFailed',
  forbidden: 'cost.forbidden',
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CostRow } | { kind: 'delete'; key: string; label: string } | null

/** Props of CostTableView. */
export interface CostTableViewProps {
  def: CostTableDef
  /** Whether the screen grants an action: add, edit and delete are offered only where granted. */
  can: (action: PermissionAction) => boolean
}

/** One cost table: toolbar, the rows (or their loading / empty / error / 403 state), pager and dialogs. */
export function CostTableView({ def, can }: CostTableViewProps) {
  const t = useT()
  const list = costList(def.name)
  const state = useStore(list.$state)
  const locale = useStore($locale)
  const [dialog, setDialog] = useState<Dialog>(null)
  const mayEdit = can('edit')
  const mayDelete = can('delete')
  const columns = useMemo(
    () =>
      costColumns(def, t, locale, {
        onEdit: mayEdit ? (row) => setDialog({ kind: 'edit', row }) : undefined,
        onDelete: mayDelete
          ? (row) => setDialog({ kind: 'delete', key: row.key, label: rowLabel(def, row) })
          : undefined,
      }),
    [def, t, locale, mayEdit, mayDelete],
  )

  // Reload on every visit: another screen (the configuration detail) may have changed the table.
  useEffect(() => void list.reload(), [list])

  const failed = state.status === 'error' || state.status === 'forbidden'
  const version = state.extra?.version ?? 0
  return (
    <section className="qe-cost-view" aria-busy={state.status === 'loading'} data-testid={`cost-view-${def.name}`}>
      {state.status !== 'forbidden' && (
        <CostToolbar table={def.name} canAdd={def.canAdd && can('add')} onAdd={() => setDialog({ kind: 'add' })} />
      )}
      <p className="qe-muted qe-cost-note">
        {version > 0 && t('cost.version', { version })} {!def.canAdd && t('cost.block.fixed')}
      </p>
      <DataTable
        id={`cost/${def.name}`}
        label={t(def.title)}
        columns={columns}
        {...listStateProps(state, COST_TEXTS)}
        rowKey={(row) => row.key}
        testId="cost"
        onRetry={() => void list.reload()}
        {...(mayEdit ? { onActivate: (row: CostRow) => setDialog({ kind: 'edit', row }) } : {})}
      />
      {!failed && state.totalCount > 0 && <Pager list={list} testId="cost" />}
      {dialog?.kind === 'add' && <CostRowDialog def={def} row={null} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <CostRowDialog def={def} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <CostDeleteDialog
          table={def.name}
          rowKey={dialog.key}
          rowLabel={dialog.label}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}
