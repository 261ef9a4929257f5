import type { Blank, BlankForm, PartClass } from '../geometry/types.ts'

/**
 * Blank (stock) rules, the "blank" section of a quote configuration.
 * Lengths in mm per side unless named otherwise.
 */
export interface BlankRules {
  plateSideMm: number
  plateThickSideMm: number
  /** [upper Ø bound, allowance per side] pairs, ascending. */
  barDiaSideMm: [number, number][]
  facingPerEndMm: number
  kerfMm: number
  chuckGripMm: number
  /** Extra allowance per side when 调质/淬火 precedes finishing (distortion). */
  heatTreatSideMm: number
  /** Stocked plate thicknesses and round-bar diameters; sizes round up to the next entry. */
  plateThicknesses: number[]
  roundDiameters: number[]
  scrapFactor: number
  minBillKg: number
  sawPerCut: number
  /** Removed volume above this multiple of the part volume means a near-net blank is billed. */
  nearNetRatio: number
  /** Share of the removed volume billed as material for a near-net blank. */
  shellStockRemovalFactor: number
}

/** The geometric facts the blank rules need, from a GeometryReport or a user's manual input. */
export interface BlankInput {
  partClass: PartClass
  /** Bounding-box extents, any order. */
  dims: [number, number, number]
  rotation?: { diameter: number; length: number }
  heatTreated?: boolean
}

/** Picks the stock form and size: round bar for turned parts, plate when thin, else block. */
export function computeBlank(input: BlankInput, rules: BlankRules): Blank {
  const ht = input.heatTreated ? rules.heatTreatSideMm : 0
  if (input.partClass === 'rotational' && input.rotation) {
    const { diameter, length } = input.rotation
    const side = (rules.barDiaSideMm.find(([limit]) => diameter <= limit)?.[1] ?? 0) + ht
    const raw = diameter + 2 * side
    const d = roundUp(raw, rules.roundDiameters)
    const len = length + 2 * rules.facingPerEndMm + rules.kerfMm + rules.chuckGripMm
    return {
      form: 'round-bar',
      diameter: d,
      length: len,
      volume: (Math.PI / 4) * d * d * len,
      notes: [
        `Ø${fmt(diameter)} + 2×${fmt(side)} = Ø${fmt(raw)} → stock Ø${fmt(d)}`,
        `L ${fmt(length)} + 2×${fmt(rules.facingPerEndMm)} facing + ${fmt(rules.kerfMm)} kerf + ${fmt(rules.chuckGripMm)} grip`,
      ],
    }
  }
  const [l, w, t] = input.dims.slice().sort((a, b) => b - a) as [number, number, number]
  const form: BlankForm = input.partClass === 'sheet' || t <= 0.5 * w ? 'plate' : 'block'
  const side = rules.plateSideMm + ht
  const rawT = t + 2 * (rules.plateThickSideMm + ht)
  const thickness = roundUp(rawT, rules.plateThicknesses)
  const length = l + 2 * side
  const width = w + 2 * side
  return {
    form,
    length,
    width,
    thickness,
    volume: length * width * thickness,
    notes: [
      `${fmt(l)} × ${fmt(w)} + 2×${fmt(side)} per side`,
      `T ${fmt(t)} + 2×${fmt(rules.plateThickSideMm + ht)} = ${fmt(rawT)} → stock ${fmt(thickness)}`,
    ],
  }
}

/** Next stocked size at or above `value`; beyond the table the raw size is kept (special order). */
function roundUp(value: number, stock: number[]): number {
  const next = stock
    .slice()
    .sort((a, b) => a - b)
    .find((s) => s >= value - 1e-9)
  return next ?? Math.ceil(value)
}

const fmt = (v: number) => String(Math.round(v * 1000) / 1000)
