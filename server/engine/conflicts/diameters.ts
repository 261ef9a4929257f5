import type { Finding } from '../drawing/types.ts'
import type { RecognisedFeature } from '../geometry/types.ts'
import {
  DIAMETER_TOLERANCE,
  RECORD_ONLY,
  evidence,
  featuresOf,
  type ConflictCheck,
  type FoundConflict,
} from './types.ts'

// Model features that are a cylinder of one Ø the drawing may tolerance or fit.
const CYLINDRICAL: RecognisedFeature['kind'][] = ['hole', 'thread', 'counterbore', 'turned-diameter']

/** The Ø a finding states and the band the model's Ø may lie in (a toleranced size: its limits too). */
function statedDiameter(f: Finding): { nominal: number; low: number; high: number } | undefined {
  if (f.field === 'fit') return { nominal: f.nominal, low: f.nominal, high: f.nominal }
  if (f.field === 'tolerance' && f.diameter && f.nominal !== undefined)
    return { nominal: f.nominal, low: f.nominal + Math.min(0, f.lower), high: f.nominal + Math.max(0, f.upper) }
  return undefined
}

/**
 * Each toleranced or fitted Ø on the drawing (Ø20H7, Ø20±0.02) needs a model cylinder of that Ø;
 * with none, the nearest cylinder is what the model has instead. Either side prices the same (the
 * tolerance applies to the one bore), so the choice is recorded and clears the hold.
 */
export const diameterConflicts: ConflictCheck = (input) => {
  const d = input.drawing
  if (!d || !input.geometry?.features) return []
  const cylinders = featuresOf(input, CYLINDRICAL).filter((f) => f.diameter !== undefined)
  if (cylinders.length === 0) return []
  const seen = new Set<number>()
  const out: FoundConflict[] = []
  // Views first: a note repeats the callout.
  const findings = [...d.findings].sort((a, b) => Number(a.note ?? false) - Number(b.note ?? false))
  for (const f of findings) {
    const stated = statedDiameter(f)
    if (!stated || seen.has(stated.nominal)) continue
    seen.add(stated.nominal)
    const inBand = (c: RecognisedFeature) =>
      c.diameter! >= stated.low - DIAMETER_TOLERANCE && c.diameter! <= stated.high + DIAMETER_TOLERANCE
    if (cylinders.some(inBand)) continue
    const nearest = cylinders.reduce((a, b) =>
      Math.abs(b.diameter! - stated.nominal) < Math.abs(a.diameter! - stated.nominal) ? b : a,
    )
    out.push({
      id: `diameter:${stated.nominal}`,
      kind: 'diameter',
      drawing: evidence(f, stated.nominal),
      model: { value: round(nearest.diameter!), source: 'model', faces: nearest.faces },
      params: { callout: f.raw },
      changes: RECORD_ONLY,
    })
  }
  return out
}

const round = (n: number) => Math.round(n * 100) / 100
