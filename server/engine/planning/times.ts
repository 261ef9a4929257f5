import type { LibraryOptions, TimeBasis } from '../../../contract/process-library.ts'
import type { QuoteConfig } from '../../../contract/quote-config.ts'
import { materialCost } from '../pricing/material-cost.ts'
import { partTimes, type TimedOn } from '../pricing/machining-cost.ts'
import type { Resolved } from '../pricing/resolve.ts'
import { craftOf, type Draft } from './builder.ts'
import { configMachine, isTurning } from './machines.ts'
import type { PlannedOperation } from './types.ts'

// Operation minutes from the quote's own time model (pricing/machining-cost):
// each machining basis' minutes are shared among the operations of that basis by craft factor ×
// count, so a route's machining minutes are the quote's t_part for the same part and configuration.

/** Time bases that make up t_part (the rest are the craft's own minutes or outsourced). */
export const MACHINING_BASES = ['rough', 'finish', 'holes', 'threads', 'ream', 'setup'] as const satisfies TimeBasis[]

type Minutes = Record<(typeof MACHINING_BASES)[number], number>
export const isMachining = (basis: TimeBasis) => (MACHINING_BASES as readonly TimeBasis[]).includes(basis)

/**
 * t_part on the route's machine and setups, split by basis; t_features is split by timing it
 * without threads and reams.
 */
export function machiningMinutes(r: Resolved, config: QuoteConfig, on: TimedOn): Minutes | null {
  if (!r.geometry) return null
  const removal = materialCost(r, config).removalCm3
  const without = (threads: boolean, ream: boolean) =>
    partTimes(
      {
        ...r,
        features: {
          ...r.features,
          threads: threads ? r.features.threads : { ...r.features.threads, value: [] },
          reamed: ream ? r.features.reamed : { ...r.features.reamed, value: 0 },
        },
      },
      config,
      removal,
      on,
    ).features.toNumber()
  const full = partTimes(r, config, removal, on)
  const holes = without(false, false)
  const withThreads = without(true, false)
  return {
    rough: full.rough.toNumber(),
    finish: full.finish.toNumber(),
    holes,
    threads: withThreads - holes,
    ream: full.features.toNumber() - withThreads,
    setup: full.misc.toNumber(),
  }
}

/** A craft's time basis; an unknown craft is timed by its own minutes. */
export function basisOf(libraries: LibraryOptions, code: string): TimeBasis {
  const { craft, fallback } = craftOf(libraries, code)
  return (craft ?? fallback)?.timeBasis ?? 'fixed'
}

/** What a route's machining is timed on before its machines are known: the part's class alone, no setups. */
export const unplaced = (rotational: boolean): TimedOn => ({
  machine: rotational ? 'LATHE' : 'VMC3',
  turning: rotational,
  setups: 0,
})

/**
 * What a route's machining is timed on: the machine of its first machining operation (its kind's
 * machine factor; turning on a lathe) and the setups its machining operations take (handling).
 */
export function timedOn(
  operations: Pick<PlannedOperation, 'craftCode' | 'equipmentCode' | 'setup'>[],
  libraries: LibraryOptions,
  config: QuoteConfig,
  rotational: boolean,
): TimedOn {
  const machining = operations.filter((o) => isMachining(basisOf(libraries, o.craftCode)))
  const code = machining.find((o) => o.equipmentCode)?.equipmentCode
  const kind = libraries.equipment.find((e) => e.code === code)?.type
  return {
    machine: kind ? configMachine(config, kind).key : unplaced(rotational).machine,
    turning: kind ? isTurning(kind) : rotational,
    setups: new Set(machining.filter((o) => o.setup > 0).map((o) => o.setup)).size,
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Sets every operation's minutes. Handling and tool changes (t_misc) go to the operation that
 * opens each setup; minutes of a basis no operation takes (a library without that craft) go to
 * the first machining operation, so the total always matches the quote.
 */
export function assignTimes(ops: Draft[], libraries: LibraryOptions, minutes: Minutes | null, quantity: number) {
  const craft = (op: Draft) => {
    const { craft: c, fallback } = craftOf(libraries, op.craftCode)
    return (c ?? fallback)!
  }
  for (const op of ops) {
    const c = craft(op)
    op.timeMin = c.timeBasis === 'fixed' ? round2(c.timeFactor / (op.perBatch ? Math.max(1, quantity) : 1)) : 0
  }
  if (!minutes) return
  const machining = ops.filter((op) => isMachining(craft(op).timeBasis))
  const openers = machining.filter((op, i) => op.setup > 0 && machining.findIndex((o) => o.setup === op.setup) === i)
  let unplaced = 0
  for (const basis of MACHINING_BASES) {
    const takers =
      basis === 'setup'
        ? openers.map((op) => ({ op, w: 1 }))
        : machining
            .filter((op) => craft(op).timeBasis === basis)
            .map((op) => ({ op, w: craft(op).timeFactor * op.weight }))
    const total = takers.reduce((s, t) => s + t.w, 0)
    if (total <= 0) {
      unplaced += minutes[basis]
      continue
    }
    for (const t of takers) t.op.timeMin += (minutes[basis] * t.w) / total
  }
  if (machining[0]) machining[0].timeMin += unplaced
  // Rounded per operation; the rounding remainder goes to the longest so the sum stays exact.
  const target = round2(Object.values(minutes).reduce((s, m) => s + m, 0))
  for (const op of machining) op.timeMin = round2(op.timeMin)
  const longest = [...machining].sort((a, b) => b.timeMin - a.timeMin)[0]
  if (longest) longest.timeMin = round2(longest.timeMin + target - machining.reduce((s, o) => s + o.timeMin, 0))
}

const round1 = (n: number) => Math.round(n * 10) / 10

/**
 * A route's minutes per piece. Machining minutes are those of crafts timed by the quote's machining
 * model (the quote's t_part); grinding and EDM are on a machine too but timed by their craft, so
 * they count in the total and the setups, not in t_part.
 */
export function routeMinutes(
  operations: Pick<PlannedOperation, 'craftCode' | 'setup' | 'timeMin'>[],
  libraries: LibraryOptions,
): { machiningMin: number; totalMin: number; setups: number } {
  const machining = operations.filter((o) => isMachining(basisOf(libraries, o.craftCode)))
  return {
    machiningMin: round1(machining.reduce((s, o) => s + o.timeMin, 0)),
    totalMin: round1(operations.reduce((s, o) => s + o.timeMin, 0)),
    setups: new Set(operations.filter((o) => o.setup > 0).map((o) => o.setup)).size,
  }
}
