import { operationEdit } from '../../../../contract/process-plan.ts'
import { boundsOf } from '../../../lib/forms/schema-bounds.ts'

// The card's inputs take their limits from the contract's edit schema, so they match the server's.
const fields = boundsOf(operationEdit).fields ?? {}

/** Limits of an operation's editable fields. */
export const EDIT_BOUNDS = {
  setupMax: fields.setup?.max ?? 0,
  minutesMax: fields.timeMin?.max ?? 0,
  noteMax: fields.note?.maxLength ?? 0,
  toolsMax: fields.toolCodes?.maxItems ?? 0,
} as const
