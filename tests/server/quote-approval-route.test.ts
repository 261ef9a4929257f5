import { describe, expect, it } from 'vitest'
import { routeApproval, type LineFacts } from '../../server/services/quote-approval/route.ts'

// The routing rule worked by hand: VAT 13 %, no minimum line charge. A line computed at 100.00 × 2
// and reviewed down to 85.00 totals 170.00 ex-VAT (192.10 with VAT) against 200.00 computed: 15 % off.
const pricing = [
  { name: 'vatRate', value: 0.13 },
  { name: 'minLine', value: 0 },
] as unknown as LineFacts['quote']['adjustments']
const line = (quoted: string, unit: string, quantity: number, flags: unknown[] = []): LineFacts => {
  const total = (Number(unit) * quantity).toFixed(2)
  return {
    quantity,
    quotedUnitPrice: quoted,
    total,
    totalWithTax: (Number(total) * 1.13).toFixed(2),
    flags,
    quote: { adjustments: pricing },
  }
}
const reviewed = [line('100.00', '85.00', 2)]

describe('routeApproval', () => {
  it('an amount rule applies at or above its threshold (the amount with tax)', () => {
    expect(routeApproval([{ kind: 'amount', threshold: '192.10', steps: 2 }], reviewed).steps).toEqual([
      'check',
      'approve',
    ])
    expect(routeApproval([{ kind: 'amount', threshold: '192.11', steps: 2 }], reviewed).steps).toEqual([])
  })

  it('a discount rule compares with the computed price, in percent', () => {
    expect(routeApproval([{ kind: 'discount', threshold: '15', steps: 1 }], reviewed).steps).toEqual(['check'])
    expect(routeApproval([{ kind: 'discount', threshold: '15.01', steps: 1 }], reviewed).steps).toEqual([])
    // No review change: no discount, whatever the threshold.
    expect(
      routeApproval([{ kind: 'discount', threshold: '0', steps: 1 }], [line('100.00', '100.00', 2)]).steps,
    ).toEqual([])
  })

  it('a flags rule applies when any line was flagged; the strictest matching rule sets the steps', () => {
    const flagged = [line('100.00', '100.00', 1), line('50.00', '50.00', 1, [{ code: 'thinWall' }])]
    const rules = [
      { kind: 'flags' as const, threshold: '0', steps: 1 },
      { kind: 'amount' as const, threshold: '100', steps: 2 },
    ]
    const routed = routeApproval(rules, flagged)
    expect(routed.steps).toEqual(['check', 'approve'])
    expect(routed.matched).toHaveLength(2)
    expect(routeApproval([rules[0]!], [line('1.00', '1.00', 1)]).steps).toEqual([])
  })
})
