// ISO 286-1 / GB/T 1800.1 standard tolerances in µm, IT5…IT13 by nominal
// size band (upper bound in mm, inclusive). IT1–IT4 are not needed: anything tighter than IT5 is
// reported as IT4 and sent to review.
const GRADES = [5, 6, 7, 8, 9, 10, 11, 12, 13] as const
const TABLE: [number, number[]][] = [
  [3, [4, 6, 10, 14, 25, 40, 60, 100, 140]],
  [6, [5, 8, 12, 18, 30, 48, 75, 120, 180]],
  [10, [6, 9, 15, 22, 36, 58, 90, 150, 220]],
  [18, [8, 11, 18, 27, 43, 70, 110, 180, 270]],
  [30, [9, 13, 21, 33, 52, 84, 130, 210, 330]],
  [50, [11, 16, 25, 39, 62, 100, 160, 250, 390]],
  [80, [13, 19, 30, 46, 74, 120, 190, 300, 460]],
  [120, [15, 22, 35, 54, 87, 140, 220, 350, 540]],
  [180, [18, 25, 40, 63, 100, 160, 250, 400, 630]],
  [250, [20, 29, 46, 72, 115, 185, 290, 460, 720]],
  [315, [23, 32, 52, 81, 130, 210, 320, 520, 810]],
  [400, [25, 36, 57, 89, 140, 230, 360, 570, 890]],
  [500, [27, 40, 63, 97, 155, 250, 400, 630, 970]],
]

/** Nominal size assumed when a tolerance has no readable nominal (the 18–50 mm band). */
const DEFAULT_NOMINAL_MM = 30

/**
 * IT grade of a toleranced dimension: the smallest grade whose standard tolerance covers the
 * band (upper − lower) at that nominal size. 14 means "looser than IT13", 4 "tighter than IT5".
 */
export function itGradeFor(nominal: number | undefined, upper: number, lower: number): number {
  const widthUm = Math.abs(upper - lower) * 1000
  const size = nominal && nominal > 0 ? nominal : DEFAULT_NOMINAL_MM
  const row = (TABLE.find(([limit]) => size <= limit) ?? TABLE[TABLE.length - 1])![1]
  // Rounding slack: 0.021 mm must count as IT7 (21 µm), not fall to IT8 on float noise.
  const index = row.findIndex((t) => t >= widthUm - 1e-6)
  if (index < 0) return 14
  if (index === 0 && widthUm < row[0]! - 1e-6) return 4
  return GRADES[index]!
}

/**
 * General-tolerance classes of GB/T 1804 = ISO 2768-1 mapped onto the IT scale the PMI table
 * uses (m is the IT11 baseline, c reads as IT12 or looser; f one step finer, v two coarser).
 */
export const GENERAL_CLASS_GRADE: Readonly<Record<'f' | 'm' | 'c' | 'v', number>> = { f: 10, m: 11, c: 12, v: 13 }

/** ISO 286 fundamental-deviation grade from a fit designation like "H7" or "h6". */
export function fitGrade(designation: string): number | undefined {
  const grade = Number(/(\d{1,2})$/.exec(designation)?.[1])
  return grade >= 1 && grade <= 18 ? grade : undefined
}
