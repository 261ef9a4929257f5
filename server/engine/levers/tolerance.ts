import type { LeverRule } from './types.ts'

/** Grades a relaxed tolerance moves by: IT7 → IT9 roughly halves the finishing effort's premium. */
const RELAX_GRADES = 2

/**
 * The tightest IT grade relaxed by two grades on the features that carry it (never coarser than the
 * part's general tolerance, which those features would otherwise get).
 */
export const toleranceLever: LeverRule = ({ resolved: r }) => {
  const tight = r.tightGrade
  if (!tight) return []
  const to = Math.min(tight.value + RELAX_GRADES, r.generalGrade.value)
  if (to <= tight.value) return []
  return [
    {
      kind: 'tolerance',
      from: tight.value,
      to,
      changes: { toleranceGrade: to, tightFeatureCount: r.tightCount },
      breaksDrawing: tight.source === '2d',
    },
  ]
}
