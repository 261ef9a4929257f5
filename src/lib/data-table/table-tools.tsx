import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../i18n/use-t.ts'
import { configurableColumns } from './column-settings.ts'
import { ColumnMenu } from './column-menu.tsx'
import { DENSITIES, densityStore } from './table-density.ts'
import type { Column } from './types.ts'

/** Props of TableTools. */
export interface TableToolsProps {
  tableId: string
  columns: readonly Pick<Column<never>, 'key' | 'title' | 'fixed'>[]
  /** Loads the current page again with its search and filters; no button without it. */
  onRefresh?: () => void
  /** The list is loading: the refresh waits. */
  busy?: boolean
  testId: string
}

/**
 * The tools above a table: refresh, the row density (remembered per table) and, when there is a
 * choice, the column settings. Icon buttons, each named by its label and a tooltip.
 */
export function TableTools({ tableId, columns, onRefresh, busy = false, testId }: TableToolsProps) {
  const t = useT()
  const store = densityStore(tableId)
  const density = useStore(store)
  return (
    <div className="qe-data-table-tools" data-testid={`${testId}-tools`}>
      {onRefresh && (
        <sl-icon-button
          name="arrow-clockwise"
          label={t('dataTable.refresh')}
          title={t('dataTable.refresh')}
          disabled={busy}
          onClick={onRefresh}
          data-testid={`${testId}-refresh`}
        />
      )}
      <sl-dropdown placement="bottom-end" hoist data-testid={`${testId}-density`}>
        <sl-icon-button
          slot="trigger"
          name="distribute-vertical"
          label={t('dataTable.density')}
          title={t('dataTable.density')}
          data-testid={`${testId}-density-open`}
        />
        <fieldset className="qe-column-menu qe-density-menu">
          <legend>{t('dataTable.density')}</legend>
          {DENSITIES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${testId}-density`}
                value={value}
                checked={density === value}
                onChange={() => store.set(value)}
                data-testid={`${testId}-density-${value}`}
              />
              {t(`dataTable.densities.${value}`)}
            </label>
          ))}
        </fieldset>
      </sl-dropdown>
      {configurableColumns(columns).length > 1 && <ColumnMenu tableId={tableId} columns={columns} testId={testId} />}
    </div>
  )
}
