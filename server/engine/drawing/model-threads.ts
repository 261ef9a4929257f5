import { applyThreadCallouts } from '../geometry/recognise/threads.ts'
import type { RecognisedFeature } from '../geometry/types.ts'
import type { DrawingSummary } from './types.ts'

/**
 * The model's thread features as the drawing calls them. Without a drawing, a hole of a tap-drill Ø
 * stays a thread inferred from the model. With one, a thread exists only where a callout lands (on
 * a hole of its tap-drill or nominal Ø, up to its count): an inferred thread no callout names is
 * dropped, so a Ø14 counterbore is not an M16 when the drawing calls only M6.
 */
export function threadsAsCalled(
  features: RecognisedFeature[],
  summary: Pick<DrawingSummary, 'threads'> | undefined,
): RecognisedFeature[] {
  if (!summary) return features
  const called = new Set(summary.threads.map((t) => t.size))
  return applyThreadCallouts(features, summary.threads).filter((f) => f.kind !== 'thread' || called.has(f.thread!))
}
