import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchBar } from '../../../lib/search-bar.tsx'
import type { CostTableName } from '../api/types.ts'
import { $costExporting, downloadCostTable } from '../stores/cost-export.ts'
import { costList } from '../stores/cost-table.ts'

/** Props of CostToolbar. */
export interface CostToolbarProps {
  table: CostTableName
  /** Update-only tables have no add button. */
  canAdd: boolean
  onAdd: () => void
}

/** Search (Enter or the button; clearing searches again), add, and XLSX export of the matching rows. */
export function CostToolbar({ table, canAdd, onAdd }: CostToolbarProps) {
  const t = useT()
  const exporting = useStore($costExporting) === table
  return (
    <SearchBar
      list={costList(table)}
      testId="cost"
      className="qe-cost-toolbar"
      label={t('cost.search')}
      placeholder={t('cost.searchPlaceholder')}
    >
      <span className="qe-cost-spacer" />
      {canAdd && (
        <sl-button variant="primary" onClick={onAdd} data-testid="cost-add">
          <sl-icon slot="prefix" name="plus-lg" />
          {t('cost.add')}
        </sl-button>
      )}
      <sl-button loading={exporting} onClick={() => void downloadCostTable(table)} data-testid="cost-export">
        <sl-icon slot="prefix" name="download" />
        {t('cost.export')}
      </sl-button>
    </SearchBar>
  )
}
