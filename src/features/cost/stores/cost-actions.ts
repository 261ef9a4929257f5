import { createCostRow } from '../api/create-cost-row.ts'
import { deleteCostRow } from '../api/delete-cost-row.ts'
import type { CostTableName } from '../api/types.ts'
import { updateCostRow } from '../api/update-cost-row.ts'
import { costList } from './cost-table.ts'

/** The outcome of a write: done, or the server's message (shown in the dialog that asked). */
export type CostWriteResult = { ok: true } | { ok: false; message: string }

const failed = (error: unknown): CostWriteResult => ({
  ok: false,
  message: error instanceof Error ? error.message : String(error),
})

/**
 * Adds a row (key null) or changes one, then reloads the current page so paging, search and
 * the new configuration version stay consistent with the server.
 */
export async function saveCostRow(
  table: CostTableName,
  key: string | null,
  body: Record<string, unknown>,
): Promise<CostWriteResult> {
  try {
    if (key === null) await createCostRow(table, body)
    else await updateCostRow(table, key, body)
  } catch (error) {
    return failed(error)
  }
  await costList(table).reload()
  return { ok: true }
}

/**
 * Deletes a row. When it was the only row of a later page, the list goes back one page
 * instead of showing an empty page.
 */
export async function removeCostRow(table: CostTableName, key: string): Promise<CostWriteResult> {
  try {
    await deleteCostRow(table, key)
  } catch (error) {
    return failed(error)
  }
  await costList(table).afterDelete(1)
  return { ok: true }
}
