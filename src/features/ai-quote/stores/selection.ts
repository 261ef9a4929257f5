import { atom } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { downloadQuoteSheet } from '../api/download-quote-sheet.ts'
import { fileNameFrom, quoteSheetName, saveBlob } from '../lib/save-blob.ts'
import { $conversation } from './conversation.ts'

/** Ids of the parts ticked for the quote sheet. */
export const $selectedParts = atom<number[]>([])
/** True while the quote sheet downloads. */
export const $downloading = atom(false)

/** Ticks or unticks a part. */
export function toggleSelected(partId: number, selected: boolean): void {
  const rest = $selectedParts.get().filter((id) => id !== partId)
  $selectedParts.set(selected ? [...rest, partId] : rest)
}

/** Ticks exactly these parts (select all / none). */
export function setSelected(partIds: number[]): void {
  $selectedParts.set([...partIds])
}

/** Downloads the XLSX quote sheet of the ticked parts and saves it; answers whether it worked. */
export async function downloadSelected(): Promise<boolean> {
  const ids = $selectedParts.get()
  if (ids.length === 0 || $downloading.get()) return false
  $downloading.set(true)
  try {
    const { blob, headers } = await downloadQuoteSheet(ids)
    saveBlob(blob, fileNameFrom(headers.get('content-disposition')) ?? quoteSheetName($conversation.get().recordId))
    showToast('success', t('aiQuote.download.done'))
    return true
  } catch {
    return false
  } finally {
    $downloading.set(false)
  }
}
