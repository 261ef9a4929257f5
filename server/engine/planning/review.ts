import type { LibraryOptions } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import { LIBRARY_REVIEW_CODES } from './codes.ts'
import { equipmentFor, holds } from './equipment.ts'
import type { PlanMessage, PlannedOperation } from './types.ts'

const dimsOf = (context: PlanContext) => (context.bbox ? [context.bbox.x, context.bbox.y, context.bbox.z] : null)

/**
 * An operation's review notes against the libraries as they are now: its craft, machine and tools
 * must be enabled entries, the machine of a kind the craft allows and big enough for the part.
 * Notes of other kinds (DFM, treatment fit) are kept as the planner wrote them.
 */
export function reviewAgainstLibraries(
  op: PlannedOperation,
  context: PlanContext,
  libraries: LibraryOptions,
): PlannedOperation {
  const kept = op.review.filter((r) => !LIBRARY_REVIEW_CODES.includes(r.code as (typeof LIBRARY_REVIEW_CODES)[number]))
  const found: PlanMessage[] = []
  const craft = libraries.crafts.find((c) => c.code === op.craftCode)
  if (!craft) found.push({ code: 'plan.review.craftUnavailable', params: { craft: op.craftCode } })
  const dims = dimsOf(context)
  if (op.equipmentCode !== null) {
    const e = libraries.equipment.find((x) => x.code === op.equipmentCode)
    if (!e) found.push({ code: 'plan.review.equipmentUnavailable', params: { equipment: op.equipmentCode } })
    else if (craft && !craft.equipmentTypes.includes(e.type)) {
      found.push({ code: 'plan.review.equipmentKind', params: { equipment: e.code, kind: e.type } })
    } else if (!holds(e, dims)) {
      found.push({
        code: 'plan.review.equipmentTooSmall',
        params: { equipment: e.code, size: dims!.map(Math.round).join('×') },
      })
    }
  } else if (craft && craft.equipmentTypes.length > 0) {
    // Why none: the libraries have no machine for it, or a person left it empty.
    const none = equipmentFor(craft, [], libraries, dims).review
    found.push(...(none.length > 0 ? none : [{ code: 'plan.review.equipmentMissing', params: {} } as const]))
  }
  for (const code of op.toolCodes) {
    if (!libraries.tools.some((t) => t.code === code))
      found.push({ code: 'plan.review.toolUnavailable', params: { tool: code } })
  }
  const review = [...found, ...kept]
  return { ...op, stage: craft?.stage ?? op.stage, review, needsReview: review.length > 0 }
}
