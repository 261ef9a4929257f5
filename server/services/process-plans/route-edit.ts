import { randomBytes } from 'node:crypto'
import type { OperationEdit, RouteEdit } from '../../../contract/process-plan.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { LibraryNames } from './names.ts'

type Edited = Required<Pick<OperationEdit, 'note'>> & Omit<OperationEdit, 'note'>

const sameWork = (op: PlannedOperation, edit: Edited) =>
  op.craftCode === edit.craftCode &&
  op.equipmentCode === edit.equipmentCode &&
  op.setup === edit.setup &&
  op.timeMin === edit.timeMin &&
  op.toolCodes.join('\n') === edit.toolCodes.join('\n')

/**
 * Turns an editor's operations back into stored ones. An operation that keeps its id keeps where
 * it came from (reason, features); one the person changed becomes theirs (source 'user'); one
 * inserted from the library gets a new id. The stage comes from the craft library, never from the
 * client; an unknown craft answers 400 naming the operation. Review flags are left to the check.
 */
export function editedOperations(
  edits: RouteEdit['operations'],
  base: PlannedOperation[],
  names: LibraryNames,
): PlannedOperation[] {
  const byId = new Map(base.map((op) => [op.id, op]))
  const used = new Set<string>()
  return edits.map((raw, index) => {
    const edit = { ...raw, note: raw.note ?? '' } as Edited
    const craft = names.crafts.get(edit.craftCode)
    if (!craft) throw new AppError(400, 'process.unknownCraft', { index: index + 1, code: edit.craftCode })
    // An id sent twice is a copy: the second one is a new operation.
    const kept = edit.id !== undefined && !used.has(edit.id) ? byId.get(edit.id) : undefined
    const id = kept ? kept.id : `op-${randomBytes(5).toString('hex')}`
    used.add(id)
    const work = {
      craftCode: edit.craftCode,
      stage: craft.stage,
      equipmentCode: edit.equipmentCode,
      toolCodes: edit.toolCodes,
      setup: edit.setup,
      timeMin: edit.timeMin,
      note: edit.note,
    }
    if (kept) return { ...kept, ...work, source: sameWork(kept, edit) ? kept.source : 'user' }
    return {
      id,
      ...work,
      reason: { code: 'plan.reason.user', params: {} },
      source: 'user',
      needsReview: false,
      review: [],
      featureIds: [],
    }
  })
}
