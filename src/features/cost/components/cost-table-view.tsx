import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { CostRow } from '../api/types.ts'
import type { CostTableDef } from '../lib/table-defs.ts'
import { costTableStore, loadCostTable } from '../stores/cost-table.ts'
import { CostDeleteDialog } from './cost-delete-dialog.tsx'
import { CostGrid } from './cost-grid.tsx'
import { CostPager } from './cost-pager.tsx'
import { CostRowDialog } from './cost-row-dialog.tsx'
import { CostToolbar } from './cost-toolbar.tsx'

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CostRow } | { kind: 'delete'; key: string } | null

/** One cost table: toolbar, the loading / error / empty / rows states, pager and dialogs. */
export function CostTableView({ def }: { def: CostTableDef }) {
  const t = useT()
  const state = useStore(costTableStore(def.name))
  const [dialog, setDialog] = useState<Dialog>(null)

  // Reload on every visit: another screen (the configuration detail) may have changed the table.
  useEffect(() => void loadCostTable(def.name), [def.name])

  let body
  if (state.status === 'error') {
    body = (
      <div className="qe-cost-state" role="alert" data-testid={state.forbidden ? 'cost-forbidden' : 'cost-error'}>
        <p className="qe-error">{state.forbidden ? t('cost.forbidden') : t('cost.loadFailed', { message: state.error })}</p>
        {!state.forbidden && <sl-button onClick={() => void loadCostTable(def.name)}>{t('cost.retry')}</sl-button>}
      </div>
    )
  } else if (state.status !== 'ready' && state.rows.length === 0) {
    body = <div className="qe-cost-state" data-testid="cost-loading"><sl-spinner aria-label={t('cost.loading')} /></div>
  } else if (state.rows.length === 0) {
    body = <p className="qe-cost-state qe-muted" data-testid="cost-empty">{state.search ? t('cost.noMatch', { search: state.search }) : t('cost.empty')}</p>
  } else {
    body = <CostGrid def={def} rows={state.rows} onEdit={(row) => setDialog({ kind: 'edit', row })} onDelete={(row) => setDialog({ kind: 'delete', key: row.key })} />
  }

  return (
    <section className="qe-cost-view" aria-busy={state.status === 'loading'} data-testid={`cost-view-${def.name}`}>
      {!state.forbidden && <CostToolbar table={def.name} canAdd={def.canAdd} onAdd={() => setDialog({ kind: 'add' })} />}
      <p className="qe-muted qe-cost-note">
        {state.version > 0 && t('cost.version', { version: state.version })} {!def.canAdd && t('cost.block.fixed')}
      </p>
      {body}
      {state.status !== 'error' && state.totalCount > 0 && <CostPager table={def.name} />}
      {dialog?.kind === 'add' && <CostRowDialog def={def} row={null} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <CostRowDialog def={def} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <CostDeleteDialog table={def.name} rowKey={dialog.key} onClose={() => setDialog(null)} />}
    </section>
  )
}
