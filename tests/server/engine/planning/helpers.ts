import {
  defaultQuoteConfig,
  priceQuote,
  type DrawingReport,
  type GeometryReport,
} from '../../../../server/engine/index.ts'
import { MACHINING_BASES } from '../../../../server/engine/planning/times.ts'
import {
  DEFAULT_CRAFTS,
  defaultLibraryOptions,
  planRoute,
  routeMinutes,
  type PlanOverrides,
  type PlannedOperation,
} from '../../../../server/engine/planning/index.ts'
import type { LibraryOptions } from '../../../../contract/process-library.ts'

export const config = defaultQuoteConfig()

export function plan(
  geometry: GeometryReport | null,
  drawing: DrawingReport | null,
  quantity = 10,
  overrides: PlanOverrides = {},
  libraries: LibraryOptions = defaultLibraryOptions(),
) {
  return planRoute({ geometry, drawing, quantity, overrides }, libraries, config)
}

/** The quote's machining minutes per piece (t_part) for the same part and libraries, as the breakdown shows them. */
export function quotedPartMinutes(
  geometry: GeometryReport,
  drawing: DrawingReport | null,
  quantity = 10,
  libraries: LibraryOptions = defaultLibraryOptions(),
): number {
  const quote = priceQuote({ geometry, drawing, overrides: { quantity } }, config, libraries)
  const line = quote.breakdown.find((l) => l.key === 'machining')!
  return Number(line.inputs.find((i) => i.name === 't_part')!.value)
}

/** Minutes of the operations timed by the machining model, unrounded. */
export const machiningMinutes = (ops: PlannedOperation[]) =>
  ops
    .filter((o) => MACHINING_BASES.includes(DEFAULT_CRAFTS.find((c) => c.code === o.craftCode)!.timeBasis as 'rough'))
    .reduce((sum, o) => sum + o.timeMin, 0)

export const routeTotals = (ops: PlannedOperation[]) => routeMinutes(ops, defaultLibraryOptions())

export const codes = (ops: PlannedOperation[]) => ops.map((o) => o.craftCode)

/** The libraries without some rows, as if a person had disabled them. */
export function without(codes: string[]): LibraryOptions {
  const l = defaultLibraryOptions()
  const keep = <T extends { code: string }>(rows: T[]) => rows.filter((r) => !codes.includes(r.code))
  return { crafts: keep(l.crafts), equipment: keep(l.equipment), tools: keep(l.tools) }
}
