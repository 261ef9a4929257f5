import { atom } from 'nanostores'
import { datedXlsxName, downloadOnce } from '../../../lib/save-blob.ts'
import { exportCostTable } from '../api/export-cost-table.ts'
import type { CostTableName } from '../api/types.ts'
import { costList } from './cost-table.ts'
import '../../../lib/i18n/config-messages.ts'

/** The table whose export is running, or '' (the button shows a spinner meanwhile). */
export const $costExporting = atom<CostTableName | ''>('')

/** Downloads the XLSX of every row matching the current search; answers whether a file was saved. */
export function downloadCostTable(table: CostTableName): Promise<boolean> {
  const keyword = costList(table).$state.get().keyword
  return downloadOnce($costExporting, table, () => exportCostTable(table, keyword), datedXlsxName(table))
}
