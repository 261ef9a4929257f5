import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchBar } from '../../../lib/search-bar.tsx'
import { ToolButton } from '../../../lib/tool-button.tsx'
import type { CostTableName } from '../api/types.ts'
import { $costExporting, downloadCostTable } from '../stores/cost-export.ts'
import { costList } from '../stores/cost-table.ts'
import '../../../lib/i18n/config-messages.ts'

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
        <ToolButton variant="primary" icon="plus-lg" label={t('cost.add')} onClick={onAdd} testId="cost-add" />
      )}
      <ToolButton
        icon="download"
        label={t('cost.export')}
        loading={exporting}
        onClick={() => void downloadCostTable(table)}
        testId="cost-export"
      />
    </SearchBar>
  )
}
