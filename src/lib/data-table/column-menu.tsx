import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../i18n/use-t.ts'
import { textOf } from '../i18n/index.ts'
import { columnSettingsStore, moveColumn, orderedColumns, resetColumns, setColumnShown } from './column-settings.ts'
import type { Column } from './types.ts'

/** Props of ColumnMenu. */
export interface ColumnMenuProps {
  tableId: string
  columns: readonly Pick<Column<never>, 'key' | 'title' | 'fixed'>[]
  testId: string
}

/** The column settings of one table: show, hide and reorder its configurable columns. */
export function ColumnMenu({ tableId, columns, testId }: ColumnMenuProps) {
  const t = useT()
  const store = columnSettingsStore(tableId)
  const settings = useStore(store)
  const offered = orderedColumns(columns, settings)
  const shown = offered.filter((c) => !settings.hidden.includes(c.key))
  return (
    <sl-dropdown placement="bottom-end" hoist data-testid={`${testId}-columns`}>
      <sl-icon-button
        slot="trigger"
        name="layout-three-columns"
        label={t('dataTable.columns')}
        data-testid={`${testId}-columns-open`}
      />
      <div className="qe-column-menu" role="group" aria-label={t('dataTable.columns')}>
        <ul>
          {offered.map((c, i) => {
            const title = textOf(c.title)
            const visible = shown.includes(c)
            return (
              <li key={c.key} data-column={c.key}>
                <label>
                  <input
                    type="checkbox"
                    checked={visible}
                    disabled={visible && shown.length === 1}
                    onChange={(e) => setColumnShown(store, columns, c.key, e.target.checked)}
                  />
                  {title}
                </label>
                <sl-icon-button
                  name="arrow-up"
                  label={t('dataTable.moveUp', { column: title })}
                  disabled={i === 0}
                  onClick={() => moveColumn(store, columns, c.key, -1)}
                  data-testid="column-up"
                />
                <sl-icon-button
                  name="arrow-down"
                  label={t('dataTable.moveDown', { column: title })}
                  disabled={i === offered.length - 1}
                  onClick={() => moveColumn(store, columns, c.key, 1)}
                  data-testid="column-down"
                />
              </li>
            )
          })}
        </ul>
        <sl-button size="small" variant="text" onClick={() => resetColumns(store)} data-testid="column-reset">
          {t('dataTable.resetColumns')}
        </sl-button>
      </div>
    </sl-dropdown>
  )
}
