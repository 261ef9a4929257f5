import { PROCESS_PLAN_API } from '../../../../contract/process-plan.ts'

/** A PROCESS_PLAN_API path with its `:id` (and `:version`) filled in. */
export function planPath(key: keyof typeof PROCESS_PLAN_API, recordId: number, version?: number): string {
  return PROCESS_PLAN_API[key]
    .replace(':id', encodeURIComponent(String(recordId)))
    .replace(':version', encodeURIComponent(String(version ?? '')))
}

/** The auto-process chat record calls. */
export const RECORD_BASE = '/api/auto-process-chat-record'
