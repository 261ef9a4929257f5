import type { ProcessLibrary } from '../../../../contract/process-library.ts'

/** A PROCESS_LIBRARY_API path with its `:library` (and `:id`) filled in. */
export function libraryPath(template: string, library: ProcessLibrary, id?: number): string {
  const path = template.replace(':library', encodeURIComponent(library))
  return id === undefined ? path : path.replace(':id', String(id))
}
