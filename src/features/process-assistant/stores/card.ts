import { fileNameFrom, saveBlob } from '../../../lib/save-blob.ts'
import { downloadCard } from '../api/download-card.ts'
import { downloadCardPdf } from '../api/download-card-pdf.ts'
import { runBusy } from './busy.ts'
import { $record } from './record.ts'

const FORMATS = {
  xlsx: { busy: 'download', get: downloadCard },
  pdf: { busy: 'downloadPdf', get: downloadCardPdf },
} as const

/** Downloads the process card (XLSX or PDF) of a version under the server's file name. */
export async function downloadCardFile(version: number, format: keyof typeof FORMATS = 'xlsx'): Promise<boolean> {
  const record = $record.get()
  if (record.status !== 'ready') return false
  const { busy, get } = FORMATS[format]
  const file = await runBusy(busy, () => get(record.id, version))
  if (!file) return false
  const fallback = `${record.detail.name || record.id}-v${version}.${format}`
  saveBlob(file.blob, fileNameFrom(file.headers.get('content-disposition')) ?? fallback)
  return true
}
