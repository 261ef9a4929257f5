import { trySave, type SaveResult } from '../../../lib/stores/run-action.ts'
import { createCostRow } from '../api/create-cost-row.ts'
import { deleteCostRow } from '../api/delete-cost-row.ts'
import type { CostTableName } from '../api/types.ts'
import { updateCostRow } from '../api/update-cost-row.ts'
import { costList } from './cost-table.ts'
import '../../../lib/i18n/config-messages.ts'

/**
 * Adds a row (key null) or changes one, then reloads the current page so paging, search and
 * the new configuration version stay consistent with the server. A refusal answers the server's
 * message, shown in the dialog that asked.
 */
export const saveCostRow = (
  table: CostTableName,
  key: string | null,
  body: Record<string, unknown>,
): Promise<SaveResult> =>
  trySave(
    () => (key === null ? createCostRow(table, body) : updateCostRow(table, key, body)),
    () => costList(table).reload(),
  )

/**
 * Deletes a row. When it was the only row of a later page, the list goes back one page
 * instead of showing an empty page.
 */
export const removeCostRow = (table: CostTableName, key: string): Promise<SaveResult> =>
  trySave(
    () => deleteCostRow(table, key),
    () => costList(table).afterDelete(1),
  )
