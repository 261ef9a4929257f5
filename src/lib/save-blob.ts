import type { WritableAtom } from 'nanostores'
import type { BlobResponse } from './api/types.ts'
import { formatDay } from './format/date-time.ts'

/** The file name from a Content-Disposition header (`filename*=UTF-8''…` first), else null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)
  return plain?.[1] ?? null
}

/**
 * Saves a Blob as a download. The link is appended to the document body only for the click's
 * duration, as Firefox requires; it is never styled or kept.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/** The name of a file the server did not name: `<stem>-<yyyy-mm-dd>.xlsx`, the day on the reader's clock. */
export const datedXlsxName = (stem: string, now = new Date()) => `${stem}-${formatDay(now.toISOString())}.xlsx`

/**
 * One export at a time per `$busy` (its button spins while it holds `key`): saves the server's file
 * under the server's name, else `fallback`. Failures are toasted by the HTTP client; answers
 * whether a file was saved.
 */
export async function downloadOnce<K extends string>(
  $busy: WritableAtom<K | ''>,
  key: K,
  fetchFile: () => Promise<BlobResponse>,
  fallback: string,
): Promise<boolean> {
  if ($busy.get()) return false
  $busy.set(key)
  try {
    const { blob, headers } = await fetchFile()
    saveBlob(blob, fileNameFrom(headers.get('Content-Disposition')) ?? fallback)
    return true
  } catch {
    return false
  } finally {
    $busy.set('')
  }
}
