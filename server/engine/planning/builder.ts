import type { Craft, EquipmentType, LibraryOptions } from '../../../contract/process-library.ts'
import { craftInput } from '../../../contract/process-library.ts'
import type { OPERATION_SOURCES } from '../../../contract/process-plan.ts'
import { DEFAULT_CRAFTS } from './default-crafts.ts'
import { equipmentFor } from './equipment.ts'
import type { Part } from './part.ts'
import { toolsFor, type ToolNeed } from './tools.ts'
import type { PlanMessage, PlannedOperation } from './types.ts'

/** An operation while the route is built: how much of its time basis it takes. */
export interface Draft extends PlannedOperation {
  /** Multiplies the craft's time factor: holes drilled, threads tapped… (1 when not counted). */
  weight: number
  /** Minutes spent once per batch (first-article inspection), spread over the pieces. */
  perBatch: boolean
}

export interface Build {
  part: Part
  libraries: LibraryOptions
  ops: Draft[]
  /** The last machine setup number handed out. */
  setups: number
}

export interface OpSpec {
  reason: PlanMessage
  kinds?: readonly EquipmentType[]
  tools?: readonly ToolNeed[]
  setup?: number
  source?: (typeof OPERATION_SOURCES)[number]
  featureIds?: string[]
  review?: PlanMessage[]
  weight?: number
  perBatch?: boolean
}

/** A craft of the libraries, or the default of that code when the library lacks or disabled it. */
export function craftOf(libraries: LibraryOptions, code: string): { craft: Craft | null; fallback: Craft | null } {
  const craft = libraries.crafts.find((c) => c.code === code) ?? null
  if (craft) return { craft, fallback: null }
  const d = DEFAULT_CRAFTS.find((c) => c.code === code)
  return { craft: null, fallback: d ? { ...craftInput.parse(d), id: 0, enabled: false, updateTime: '' } : null }
}

/** Appends an operation of a craft, with a machine and tools chosen from the enabled libraries. */
export function addOp(b: Build, craftCode: string, spec: OpSpec): Draft {
  const { craft, fallback } = craftOf(b.libraries, craftCode)
  const used = (craft ?? fallback)!
  const review: PlanMessage[] = craft ? [] : [{ code: 'plan.review.craftUnavailable', params: { craft: craftCode } }]
  const dims = b.part.dims
  const machine = craft ? equipmentFor(craft, spec.kinds ?? [], b.libraries, dims) : { code: null, review: [] }
  const allowedTools = (spec.tools ?? []).filter((t) => used.toolTypes.includes(t.type))
  const tools = toolsFor(allowedTools, b.libraries, b.part.material.class)
  review.push(...machine.review, ...tools.review, ...(spec.review ?? []))
  const op: Draft = {
    id: `op-${b.ops.length + 1}`,
    craftCode,
    stage: used.stage,
    equipmentCode: machine.code,
    toolCodes: tools.codes,
    setup: spec.setup ?? 0,
    timeMin: 0,
    reason: spec.reason,
    source: spec.source ?? 'rule',
    needsReview: review.length > 0,
    review,
    featureIds: spec.featureIds ?? [],
    note: '',
    weight: spec.weight ?? 1,
    perBatch: spec.perBatch ?? false,
  }
  b.ops.push(op)
  return op
}

/** Starts a new machine setup (装夹) and returns its number. */
export const nextSetup = (b: Build) => ++b.setups
