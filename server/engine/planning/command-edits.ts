import type { Craft, EquipmentType, LibraryOptions, ProcessStage } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import { equipmentFor } from './equipment.ts'
import { isMachining } from './times.ts'
import { toolsFor } from './tools.ts'
import type { PlanMessage, PlannedOperation } from './types.ts'

// The route edits commands are made of: build an operation of a craft, insert it where its stage
// belongs, and name crafts in both languages for the answer.

/** Machines whose operations are a clamping of their own (a setup number); the rest work off the machine. */
const OFF_MACHINE: EquipmentType[] = ['saw', 'furnace', 'treatment-line', 'bench', 'cmm', 'gauges']

export const names = (craft: Pick<Craft, 'nameZh' | 'nameEn' | 'code'>, suffix = '') => ({
  [`craft${suffix}Zh`]: craft.nameZh,
  [`craft${suffix}En`]: craft.nameEn || craft.nameZh,
})

const nextId = (ops: PlannedOperation[]) =>
  `op-${Math.max(0, ...ops.map((o) => Number(/^op-(\d+)$/.exec(o.id)?.[1] ?? 0))) + 1}`

/**
 * A new operation of a craft as a command adds it: the first enabled machine of its kinds that holds
 * the part and a tool of each type it names. Its minutes are the craft's own where it has them;
 * a machining basis cannot be shared out again without the part, so a person sets them.
 */
export function commandOp(
  craft: Craft,
  ops: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
  text: string,
): PlannedOperation {
  const dims = context.bbox ? [context.bbox.x, context.bbox.y, context.bbox.z] : null
  const machine = equipmentFor(craft, [], libraries, dims)
  const kind = libraries.equipment.find((e) => e.code === machine.code)?.type
  const tools = toolsFor(
    craft.toolTypes.map((type) => ({ type })),
    libraries,
    null,
  )
  const review: PlanMessage[] = [...machine.review, ...tools.review]
  if (isMachining(craft.timeBasis)) review.push({ code: 'plan.review.timeUnknown', params: {} })
  const onMachine = kind !== undefined && !OFF_MACHINE.includes(kind)
  return {
    id: nextId(ops),
    craftCode: craft.code,
    stage: craft.stage,
    equipmentCode: machine.code,
    toolCodes: tools.codes,
    setup: onMachine ? Math.max(0, ...ops.map((o) => o.setup)) + 1 : 0,
    timeMin: craft.timeBasis === 'fixed' ? craft.timeFactor : 0,
    reason: { code: 'plan.reason.command', params: { text } },
    source: 'command',
    needsReview: review.length > 0,
    review,
    featureIds: [],
    note: '',
  }
}

const lastIndex = (ops: PlannedOperation[], stages: ProcessStage[]) =>
  ops.reduce((at, op, i) => (stages.includes(op.stage) ? i : at), -1)

/** Where a treatment of a stage goes: after the operations it must follow. */
const AFTER: Partial<Record<ProcessStage, ProcessStage[]>> = {
  prep: ['prep', 'cutting'],
  'stress-relief': ['turning', 'rough-milling'],
  'heat-treatment': ['turning', 'rough-milling', 'drilling', 'threading', 'profiling', 'finishing', 'stress-relief'],
  'surface-treatment': [
    'turning',
    'rough-milling',
    'drilling',
    'threading',
    'profiling',
    'finishing',
    'precision',
    'wire-edm',
    'heat-treatment',
    'deburr',
    'pre-treatment',
  ],
}

/** Inserts an operation after the last one its stage must follow, else at the front. */
export function insertByStage(ops: PlannedOperation[], op: PlannedOperation): PlannedOperation[] {
  const at = lastIndex(ops, AFTER[op.stage] ?? [op.stage]) + 1
  return [...ops.slice(0, at), op, ...ops.slice(at)]
}
