import type { DrawingSummary } from '../../drawing/types.ts'
import { TAP_DRILLS } from '../features.ts'
import type { RecognisedFeature } from '../types.ts'

// Hole Ø within this of the tap drill or of the nominal size (a thread modelled at its major Ø).
const DIAMETER_TOLERANCE = 0.05

/**
 * Threads from the drawing's callouts (`4-M6` → size M6, count 4) matched to the model's holes:
 * threads already inferred from tap-drill holes take the callout's designation first, then untapped
 * holes of the tap-drill or nominal diameter become threads, up to the callout's count. Callouts
 * with no matching hole (pipe threads on a turned end, say) add nothing here; the planner still
 * sees them in the drawing summary. Existing feature ids are kept; new threads continue the numbering.
 */
export function applyThreadCallouts(
  features: RecognisedFeature[],
  callouts: DrawingSummary['threads'],
): RecognisedFeature[] {
  const out = features.map((f) => ({ ...f }))
  const threaded = new Set(out.filter((f) => f.kind === 'thread').map((f) => key(f)))
  let next = out.filter((f) => f.kind === 'thread').length + 1
  for (const { size, count } of callouts) {
    const nominal = /^M(\d+(?:\.\d+)?)$/i.exec(size)
    if (!nominal) continue
    const major = Number(nominal[1])
    const tap = TAP_DRILLS.find(([name]) => name === `M${major}`)?.[1]
    const fits = (d: number | undefined) =>
      d !== undefined && [major, tap].some((t) => t !== undefined && Math.abs(d - t) <= DIAMETER_TOLERANCE)
    let left = count
    for (const f of out) {
      if (left === 0) break
      if (f.kind === 'thread' && fits(f.diameter)) {
        f.thread = size
        left--
      }
    }
    const holes = out.filter((f) => f.kind === 'hole' && !threaded.has(key(f)) && fits(f.diameter))
    for (const hole of holes.slice(0, left)) {
      threaded.add(key(hole))
      out.push({ ...hole, id: `thread-${next++}`, kind: 'thread', thread: size })
    }
  }
  return out
}

const key = (f: RecognisedFeature) => f.faces.join(',')
