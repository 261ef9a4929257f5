import type { LeverRule } from './types.ts'

/** Each tier the shop can meet that is priced lower than the chosen one (economy for standard). */
export const leadTierLever: LeverRule = ({ config, resolved: r, base }) => {
  const factor = (tier: string) => config.leadTime.tiers[tier]?.priceFactor ?? 0
  const now = r.tier.value
  return (base.leadTime?.offered ?? [])
    .filter((o) => o.tier !== now && factor(o.tier) < factor(now))
    .map((o) => ({
      kind: 'leadTier' as const,
      from: now,
      to: o.tier,
      changes: { tier: o.tier },
      breaksDrawing: false,
    }))
}
