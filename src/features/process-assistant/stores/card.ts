import { fileNameFrom, saveBlob } from '../../../lib/save-blob.ts'
import { downloadCard } from '../api/download-card.ts'
import { runBusy } from './busy.ts'
import { $record } from './record.ts'

/** Downloads the process card (XLSX) of a version under the server's file name. */
export async function downloadCardFile(version: number): Promise<boolean> {
  const record = $record.get()
  if (record.status !== 'ready') return false
  const file = await runBusy('download', () => downloadCard(record.id, version))
  if (!file) return false
  const fallback = `${record.detail.name || record.id}-v${version}.xlsx`
  saveBlob(file.blob, fileNameFrom(file.headers.get('content-disposition')) ?? fallback)
  return true
}
