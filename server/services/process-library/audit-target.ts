import type { ProcessLibrary } from '../../../contract/process-library.ts'
import type { AuditTarget } from '../../../contract/admin.ts'

const TARGETS = { crafts: 'craft', equipment: 'equipment', tools: 'tool' } as const satisfies Record<
  ProcessLibrary,
  AuditTarget
>

/** What the audit log calls a row of this library (its target type, and its actions' prefix). */
export const libraryTarget = (library: ProcessLibrary): AuditTarget => TARGETS[library]
