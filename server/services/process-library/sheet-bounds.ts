import { badRequest } from '../../lib/errors.ts'
import { formatBytes } from '../../lib/multipart-upload.ts'
import { sheetExtent } from '../../lib/sheet-extent.ts'
import { unzipBounded, zipDirectory, ZipRefusal, type ZipLimits } from '../../lib/zip-bounds.ts'

/**
 * What one library import may hold and take. A library of 5,000 rows of 50 columns of distinct
 * text unpacks to about 13 MB and is read in about a second with about 120 MB of heap; the
 * libraries' own sheets have 10 to 13 columns, and the import's 2 MB upload holds at most what
 * these let through. Workbooks from Excel or WPS have 10 to 20 parts, and a few more a sheet.
 */
export const IMPORT_LIMITS = {
  /** Data rows, besides the header row. */
  maxRows: 5_000,
  maxColumns: 50,
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxEntries: 64,
  /** From the reading thread's start to its answer. */
  timeoutMs: 10_000,
  /** The reading thread's JavaScript heap. */
  maxHeapMb: 256,
} as const

const zipLimits: ZipLimits = IMPORT_LIMITS

function refused(error: unknown): unknown {
  if (!(error instanceof ZipRefusal)) return error
  if (error.reason === 'entries') return badRequest('processLibrary.importEntries', { max: IMPORT_LIMITS.maxEntries })
  if (error.reason === 'unpacked') {
    return badRequest('processLibrary.importUnpacked', { max: formatBytes(IMPORT_LIMITS.maxUnpackedBytes) })
  }
  return badRequest('processLibrary.importNotXlsx')
}

/** Refuses, from the ZIP's directory alone, a file that lists too many parts or too many bytes: no inflating. */
export function checkDirectory(file: Buffer): void {
  try {
    zipDirectory(file, zipLimits)
  } catch (error) {
    throw refused(error)
  }
}

/**
 * Unpacks the file within the byte budget and measures every worksheet before a workbook parser
 * sees it: more rows or columns than the limits is refused by name.
 */
export function checkSheets(file: Buffer): void {
  let parts: Map<string, Buffer>
  try {
    parts = unzipBounded(file, zipLimits)
  } catch (error) {
    throw refused(error)
  }
  for (const [name, bytes] of parts) {
    if (!/(^|\/)xl\/worksheets\/[^/]+\.xml$/.test(name)) continue
    const extent = sheetExtent(bytes.toString('utf8'))
    if (extent.rows - 1 > IMPORT_LIMITS.maxRows) {
      throw badRequest('processLibrary.importRows', { max: IMPORT_LIMITS.maxRows })
    }
    if (extent.columns > IMPORT_LIMITS.maxColumns) {
      throw badRequest('processLibrary.importColumns', { max: IMPORT_LIMITS.maxColumns })
    }
  }
}
