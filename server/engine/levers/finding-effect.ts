import type { DfmFinding, DfmPriceEffect } from '../../../contract/dfm.ts'
import type { Lever } from '../../../contract/levers.ts'

/** The findings about an inside corner: the corner-radius lever is the change that clears them. */
const CORNER_RULES: readonly DfmFinding['rule'][] = ['corner-radius-depth', 'corner-radius-tool']

/**
 * What a finding costs the buyer now, where a lever prices its fix: a small inside corner costs
 * what opening the corners to the lever's radius saves, when that radius clears the finding (is at
 * least the radius the finding asks for). Other findings have no priced fix (a thin wall or a deep
 * hole is the design's, not a choice the quote can price), so they carry none.
 */
export function findingPriceEffect(finding: DfmFinding, levers: readonly Lever[]): DfmPriceEffect | null {
  if (!CORNER_RULES.includes(finding.rule)) return null
  const lever = levers.find((l) => l.kind === 'cornerRadius')
  if (!lever || typeof lever.to !== 'number' || lever.to < finding.limit) return null
  return { unitPrice: lever.unitPriceDelta.replace(/^-/, ''), radius: lever.to }
}
