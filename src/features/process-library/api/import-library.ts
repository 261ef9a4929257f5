import type { z } from 'zod'
import { http } from '../../../lib/api/client.ts'
import { PROCESS_LIBRARY_API, type importAnswer, type ProcessLibrary } from '../../../../contract/process-library.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** What an import answers: rows added and rows updated (matched by code). */
export type ImportAnswer = z.infer<typeof importAnswer>

/** POST /api/process-library/{library}/import (multipart `file`). Silent: the screen shows why a file was refused. */
export async function importLibrary(library: ProcessLibrary, file: File): Promise<ImportAnswer> {
  const body = new FormData()
  body.append('file', file)
  const { data } = await http.post<ImportAnswer>(fillPath(PROCESS_LIBRARY_API.import, { library }), body, {
    contentType: 'multipart',
    silent: true,
  })
  return data
}
