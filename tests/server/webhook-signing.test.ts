import { describe, expect, it } from 'vitest'
import { backoffMs, signBody } from '../../server/services/webhooks/send.ts'

// The two rules a receiver and an operator rely on, checked against values worked out by hand.

describe('signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the body (RFC 4231, test case 2)', () => {
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })
})

describe('retry waits', () => {
  it('double from the base after each failed attempt and stop at the longest wait', () => {
    // Defaults: 30 s base, 1 h cap → 30 s, 1 min, 2 min, 4 min, 8 min, 16 min, 32 min, then 1 h.
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => backoffMs(n, 30_000, 3_600_000))
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000])
    expect(backoffMs(500, 30_000, 3_600_000)).toBe(3_600_000)
  })
})
