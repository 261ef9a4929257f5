import { uploadRequest, type UploadRequestOptions } from '../../../lib/api/upload-request.ts'
import type { AutoProcessRecord } from '../../../../contract/chat-records.ts'
import type { ProcessCreateFields } from '../../../../contract/process-plan.ts'
import { PROCESS_RECORD_API } from '../../../../contract/api-paths.ts'

/** What the planner is told besides the files, as the form holds it; empty fields are left out. */
export type PlanInput = Record<keyof ProcessCreateFields, string>

/**
 * POST /api/auto-process-chat-record/create (multipart): the part's fields, its 3D model and its 2D
 * drawing. The server starts the analysis and the first plan; the record comes back at once.
 */
export function createRecord(
  input: PlanInput,
  files: readonly File[],
  options: UploadRequestOptions = {},
): Promise<AutoProcessRecord> {
  const form = new FormData()
  for (const [key, value] of Object.entries(input)) if (value.trim() !== '') form.append(key, value.trim())
  for (const file of files) form.append('file', file, file.name)
  return uploadRequest<AutoProcessRecord>(PROCESS_RECORD_API.create, form, options)
}
