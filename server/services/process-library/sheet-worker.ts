import { parentPort, workerData } from 'node:worker_threads'
import type { ProcessLibrary } from '../../../contract/process-library.ts'
import { isAppError } from '../../lib/errors.ts'
import type { MessageParams } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import { checkSheets } from './sheet-bounds.ts'
import { readLibrarySheet, type SheetRow } from './sheet.ts'

// Runs in a worker thread: unpacking and parsing a workbook takes the CPU for as long as the file
// makes it, and its memory grows with the cells, so neither may be the API thread's.

export interface SheetJob {
  library: ProcessLibrary
  file: Uint8Array
}
/** The thread's answer: the sheet's rows, or why the file was refused. */
export type SheetAnswer = { rows: SheetRow[] } | { refusal: { key: MessageKey; params: MessageParams } }

const { library, file } = workerData as SheetJob
const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength)
let answer: SheetAnswer
try {
  checkSheets(bytes)
  answer = { rows: await readLibrarySheet(library, bytes) }
} catch (error) {
  if (!isAppError(error)) throw error
  answer = { refusal: { key: error.key, params: error.params } }
}
parentPort!.postMessage(answer)
