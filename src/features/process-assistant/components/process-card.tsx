import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ROUTE_MAX_OPERATIONS } from '../../../../contract/process-plan.ts'
import type { CardView } from '../lib/card-rows.ts'
import { operationOfCraft } from '../lib/route-edit.ts'
import { insertOp, removeOp } from '../stores/draft.ts'
import { $library, loadLibrary } from '../stores/library.ts'
import { CraftPicker } from './craft-picker.tsx'
import { OperationRow } from './operation-row.tsx'

const COLUMNS = ['seq', 'name', 'stage', 'equipment', 'tools', 'setup', 'minutes', 'flags', 'note'] as const

/**
 * The process card (工艺过程卡) as a table: read-only for a dispatched or older version, otherwise
 * every operation editable, with insert from the craft library and a confirmed delete.
 */
export function ProcessCard({ view, readOnly }: { view: CardView; readOnly: boolean }) {
  const t = useT()
  const library = useStore($library)
  const [insertAt, setInsertAt] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const options = library.status === 'ready' ? library.value : null
  const full = view.rows.length >= ROUTE_MAX_OPERATIONS
  const deletingRow = deleting === null ? undefined : view.rows[deleting]
  return (
    <div className="qe-pa-card-table">
      {!readOnly && library.status === 'error' && (
        <p className="qe-pa-alert qe-small" role="alert" data-testid="pa-library-error">
          {t('processAssistant.card.libraryFailed')}{' '}
          <button type="button" className="qe-link" onClick={() => void loadLibrary()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <table className="qe-pa-table" data-testid="pa-card" data-readonly={String(readOnly)}>
        <caption className="qe-visually-hidden">{t('processAssistant.card.title')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'seq' || c === 'setup' || c === 'minutes' ? 'num' : undefined}>
                {t(`processAssistant.column.${c}`)}
              </th>
            ))}
            {!readOnly && (
              <th scope="col" className="qe-pa-screen-only">
                {t('processAssistant.column.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, index) => (
            <OperationRow
              key={row.key}
              row={row}
              index={index}
              count={view.rows.length}
              library={options}
              readOnly={readOnly}
              onInsert={(at) => !full && setInsertAt(at)}
              onDelete={setDeleting}
            />
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <sl-button
          size="small"
          className="qe-pa-screen-only"
          disabled={full || !options}
          onClick={() => setInsertAt(view.rows.length)}
          data-testid="pa-add-operation"
        >
          {t('processAssistant.card.add')}
        </sl-button>
      )}
      {insertAt !== null && options && (
        <CraftPicker
          crafts={options.crafts}
          onClose={() => setInsertAt(null)}
          onPick={(craft) => {
            const before = view.rows[insertAt - 1]?.edit.setup ?? 1
            insertOp(insertAt, operationOfCraft(craft, options, before))
            setInsertAt(null)
          }}
        />
      )}
      {deleting !== null && deletingRow && (
        <ConfirmDialog
          message={t('processAssistant.card.confirmDelete', {
            name: deletingRow.derived?.name ?? deletingRow.edit.craftCode,
          })}
          confirmLabel={t('processAssistant.card.deleteConfirm')}
          onConfirm={async () => {
            removeOp(deleting)
            return true
          }}
          onClose={() => setDeleting(null)}
          testId="pa-delete"
        />
      )}
    </div>
  )
}
