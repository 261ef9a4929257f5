import { atom } from 'nanostores'
import { exportCostTable } from '../api/export-cost-table.ts'
import type { CostTableName } from '../api/types.ts'
import { costList } from './cost-table.ts'

/** The table whose export is running, or '' (the button shows a spinner meanwhile). */
export const $costExporting = atom<CostTableName | ''>('')

/** The server's file name from Content-Disposition (RFC 5987 `filename*` first), else a dated fallback. */
export function exportFileName(disposition: string | null, table: CostTableName, now = new Date()): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  if (star) {
    try {
      return decodeURIComponent(star)
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1]
  return plain || `${table}-${now.toISOString().slice(0, 10)}.xlsx`
}

/** Saves a blob through a temporary link; the link never joins the page, so the host page is untouched. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // Revoked later: Chromium starts the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Downloads the XLSX of every row matching the current search. Failures are toasted by the
 * HTTP client; answers whether a file was saved.
 */
export async function downloadCostTable(table: CostTableName): Promise<boolean> {
  if ($costExporting.get()) return false
  $costExporting.set(table)
  try {
    const { blob, headers } = await exportCostTable(table, costList(table).$state.get().keyword)
    saveBlob(blob, exportFileName(headers.get('Content-Disposition'), table))
    return true
  } catch {
    return false
  } finally {
    $costExporting.set('')
  }
}
