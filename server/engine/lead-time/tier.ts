import type { QuoteConfig } from '../../../contract/quote-config.ts'
import type { Sourced } from '../pricing/sourced.ts'

/** The older expedite keys API callers may still send: each meant "faster than standard". */
const LEGACY_RUSH = new Set(['3d', '48h', 'rush', 'urgent', '加急'])

/**
 * The tier a quote is priced and dated at: the one asked for when the shop offers it (the older
 * `expedite` key names a tier, or 3d/48h for the fastest one that goes ahead of the queue), else the
 * shop's default tier. An unknown key falls back to the default rather than failing the quote.
 */
export function resolveTier(config: QuoteConfig, asked: string | undefined): Sourced<string> {
  const { tiers, defaultTier } = config.leadTime
  const fallback = tiers[defaultTier] ? defaultTier : Object.keys(tiers)[0]!
  if (asked === undefined || asked === 'none') return { value: fallback, source: 'default' }
  if (tiers[asked]) return { value: asked, source: 'user' }
  if (LEGACY_RUSH.has(asked.toLowerCase())) {
    const ahead = Object.entries(tiers)
      .filter(([, t]) => t.queue === 'ahead')
      .sort(([, a], [, b]) => b.priceFactor - a.priceFactor)
    if (ahead[0]) return { value: ahead[0][0], source: 'user' }
  }
  return { value: fallback, source: 'default' }
}
