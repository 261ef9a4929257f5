import { atom } from 'nanostores'
import { LIBRARY_IMPORT_MAX_BYTES, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { t } from '../../../lib/i18n/index.ts'
import { datedXlsxName, downloadOnce } from '../../../lib/save-blob.ts'
import { exportLibrary } from '../api/export-library.ts'
import { importLibrary } from '../api/import-library.ts'
import { libraryList } from './library-list.ts'
import '../messages.ts'

/** The library whose export is running, or '' (its button spins meanwhile). */
export const $libraryExporting = atom<ProcessLibrary | ''>('')

/** The last import of the screen: running, its counts, or why the server refused the file. */
export type ImportState =
  | { status: 'idle' }
  | { status: 'busy'; library: ProcessLibrary }
  | { status: 'done'; library: ProcessLibrary; added: number; updated: number }
  | { status: 'failed'; library: ProcessLibrary; message: string }

export const $libraryImport = atom<ImportState>({ status: 'idle' })

/** Downloads the XLSX of the rows the list shows (search and status); answers whether a file was saved. */
export function downloadLibrary(library: ProcessLibrary): Promise<boolean> {
  const { keyword, filters } = libraryList(library).$state.get()
  return downloadOnce(
    $libraryExporting,
    library,
    () => exportLibrary(library, keyword, filters),
    datedXlsxName(library),
  )
}

/** Uploads an XLSX (the export's columns); rows are added or updated by code, then the list reloads. */
export async function uploadLibrary(library: ProcessLibrary, file: File): Promise<void> {
  if ($libraryImport.get().status === 'busy') return
  // What the server would refuse is refused here, before the upload.
  const refused =
    file.size === 0
      ? t('processLibrary.emptyFile')
      : file.size > LIBRARY_IMPORT_MAX_BYTES
        ? t('processLibrary.tooLarge', { max: `${LIBRARY_IMPORT_MAX_BYTES / 2 ** 20} MB` })
        : ''
  if (refused) return $libraryImport.set({ status: 'failed', library, message: refused })
  $libraryImport.set({ status: 'busy', library })
  try {
    const { added, updated } = await importLibrary(library, file)
    $libraryImport.set({ status: 'done', library, added, updated })
  } catch (error) {
    $libraryImport.set({ status: 'failed', library, message: error instanceof Error ? error.message : String(error) })
    return
  }
  await libraryList(library).reload()
}
