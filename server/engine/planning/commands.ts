import type { Craft, EquipmentType, LibraryOptions, ProcessStage } from '../../../contract/process-library.ts'
import type { PlanContext } from '../../../contract/process-plan.ts'
import { commandOp, insertByStage, names } from './command-edits.ts'
import { findCraft } from './craft-terms.ts'
import { machineOf } from './equipment.ts'
import type { CommandResult, PlannedOperation } from './types.ts'

// Free-text commands on a route, in Chinese or English. Only the forms below are
// understood; anything else is refused rather than guessed, and the route is left as it was.

type Run = (
  m: RegExpExecArray,
  ops: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
  text: string,
) => CommandResult

const HEAT_STAGES: ProcessStage[] = ['stress-relief', 'heat-treatment']
const isHeat = (op: Pick<PlannedOperation, 'stage' | 'craftCode'>, libraries: LibraryOptions) =>
  HEAT_STAGES.includes(op.stage) || (op.stage === 'prep' && craftEquip(libraries, op.craftCode).includes('furnace'))
const craftEquip = (libraries: LibraryOptions, code: string) =>
  libraries.crafts.find((c) => c.code === code)?.equipmentTypes ?? []
const NONE = /^(无|不要|取消|none|no)$/i

const MACHINE_WORDS: [RegExp, EquipmentType][] = [
  [/^(五轴|5-?axis|five-?axis)/i, 'vmc5'],
  [/^(四轴|4-?axis|four-?axis)/i, 'vmc4'],
  [/^(三轴|3-?axis|three-?axis)/i, 'vmc3'],
  [/^(龙门|gantry)/i, 'gantry'],
  [/^(车铣复合|turn-?mill)/i, 'turn-mill'],
  [/^(走心机|swiss)/i, 'swiss'],
  [/^(数控车|车床|lathe)/i, 'lathe'],
]

const refuse = (
  ops: PlannedOperation[],
  code: CommandResult['message']['code'],
  params: Record<string, string | number> = {},
): CommandResult => ({ applied: false, message: { code, params }, operations: ops })

/** Replaces the heat or surface treatment by the craft named (or removes it for "none"), placed by its stage. */
function replaceTreatment(kind: 'heat' | 'surface'): Run {
  return (m, ops, context, libraries, text) => {
    const term = m[1]!.trim()
    const inKind = (op: Pick<PlannedOperation, 'stage' | 'craftCode'>) =>
      kind === 'heat' ? isHeat(op, libraries) : op.stage === 'surface-treatment'
    const kept = ops.filter((op) => !inKind(op))
    if (NONE.test(term))
      return {
        applied: true,
        message: {
          code: kind === 'heat' ? 'plan.command.heatRemoved' : 'plan.command.surfaceRemoved',
          params: { count: ops.length - kept.length },
        },
        operations: kept,
      }
    const pool = libraries.crafts.filter((c) => inKind({ stage: c.stage, craftCode: c.code }))
    const craft = findCraft(term, pool)
    if (!craft) return refuse(ops, 'plan.command.unknownCraft', { term })
    const op = commandOp(craft, kept, context, libraries, text)
    return {
      applied: true,
      message: {
        code: kind === 'heat' ? 'plan.command.heatChanged' : 'plan.command.surfaceChanged',
        params: names(craft),
      },
      operations: insertByStage(kept, op),
    }
  }
}

/** The route's first operation whose craft the words name. */
function opNamed(
  term: string,
  ops: PlannedOperation[],
  libraries: LibraryOptions,
): { op: PlannedOperation; craft: Craft } | null {
  const inRoute = libraries.crafts.filter((c) => ops.some((o) => o.craftCode === c.code))
  const craft = findCraft(term, inRoute)
  const op = craft && ops.find((o) => o.craftCode === craft.code)
  return craft && op ? { op, craft } : null
}

const addAfter =
  (craftAt: 1 | 2): Run =>
  (m, ops, context, libraries, text) => {
    const [craftTerm, anchorTerm] = craftAt === 1 ? [m[1]!, m[2]!] : [m[2]!, m[1]!]
    const anchor = opNamed(anchorTerm.trim(), ops, libraries)
    if (!anchor) return refuse(ops, 'plan.command.notInRoute', { term: anchorTerm.trim() })
    const craft = findCraft(craftTerm.trim(), libraries.crafts)
    if (!craft) return refuse(ops, 'plan.command.unknownCraft', { term: craftTerm.trim() })
    const at = ops.indexOf(anchor.op) + 1
    const op = commandOp(craft, ops, context, libraries, text)
    return {
      applied: true,
      message: { code: 'plan.command.added', params: { ...names(craft), ...names(anchor.craft, 'After') } },
      operations: [...ops.slice(0, at), op, ...ops.slice(at)],
    }
  }

const remove: Run = (m, ops, _context, libraries) => {
  const found = opNamed(m[1]!.trim(), ops, libraries)
  if (!found) return refuse(ops, 'plan.command.notInRoute', { term: m[1]!.trim() })
  const left = ops.filter((o) => o.craftCode !== found.craft.code)
  return {
    applied: true,
    message: { code: 'plan.command.removed', params: { ...names(found.craft), count: ops.length - left.length } },
    operations: left,
  }
}

const useMachine: Run = (m, ops, context, libraries) => {
  const kind = MACHINE_WORDS.find(([re]) => re.test(m[1]!.trim()))?.[1]
  if (!kind) return refuse(ops, 'plan.command.notUnderstood')
  const machine = machineOf(libraries, kind, context.bbox ? [context.bbox.x, context.bbox.y, context.bbox.z] : null)
  if (!machine) return refuse(ops, 'plan.command.noMachine', { kind })
  let count = 0
  const next = ops.map((op) => {
    if (op.setup === 0 || !craftEquip(libraries, op.craftCode).includes(kind) || op.equipmentCode === machine.code)
      return op
    count++
    return { ...op, equipmentCode: machine.code, source: 'command' as const }
  })
  if (count === 0) return refuse(ops, 'plan.command.noMachine', { kind })
  return {
    applied: true,
    message: { code: 'plan.command.machineChanged', params: { equipment: machine.code, count } },
    operations: next,
  }
}

const COMMANDS: [RegExp, Run][] = [
  [/^(?:把)?热处理(?:改为|改成|换成|用)\s*(.+)$/, replaceTreatment('heat')],
  [/^change (?:the )?heat[- ]?treatment to (.+)$/i, replaceTreatment('heat')],
  [/^(?:把)?表面处理(?:改为|改成|换成|用)\s*(.+)$/, replaceTreatment('surface')],
  [/^change (?:the )?surface[- ]?(?:treatment|finish) to (.+)$/i, replaceTreatment('surface')],
  [/^在(.+?)(?:之后|以后|后)(?:加|增加|添加|插入)(?:一道)?(.+)$/, addAfter(2)],
  [/^add (?:an? )?(.+?) (?:operation )?after (?:the )?(.+)$/i, addAfter(1)],
  [/^(?:改)?用(.+?)(?:加工中心|机床|设备|加工)*$/, useMachine],
  [/^use (?:the |a )?(.+?)(?: machine| machining cent(?:re|er)| cent(?:re|er))?$/i, useMachine],
  [/^(?:删除|删掉|去掉|去除)(?:工序)?(.+)$/, remove],
  [/^(?:remove|delete|drop) (?:the )?(.+?)(?: operation| step)?$/i, remove],
]

/** Applies one command; not understood or not possible leaves the route as it was, and says why. */
export function applyCommand(
  text: string,
  operations: PlannedOperation[],
  context: PlanContext,
  libraries: LibraryOptions,
): CommandResult {
  const clean = text
    .trim()
    .replace(/[。.!！?？\s]+$/, '')
    .replace(/\s+/g, ' ')
  for (const [re, run] of COMMANDS) {
    const m = re.exec(clean)
    if (m) return run(m, operations, context, libraries, clean)
  }
  return refuse(operations, 'plan.command.notUnderstood')
}
