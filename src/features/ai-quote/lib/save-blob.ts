// One saveBlob for every download (src/lib); the quote sheet's default name is this screen's.
export { fileNameFrom, saveBlob } from '../../../lib/save-blob.ts'

/** A sensible default name: 报价单-<record>-<yyyy-mm-dd>.xlsx. */
export function quoteSheetName(recordId: string | number | null, now = new Date()): string {
  const day = now.toISOString().slice(0, 10)
  return `quote-${recordId ?? 'parts'}-${day}.xlsx`
}
