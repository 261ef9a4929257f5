import { describe, expect, it } from 'vitest'
import type { DfmFinding } from '../../contract/dfm.ts'
import { distinctReasons, reasonLabel, shownFinding, shownFlag } from '../../server/services/quote-text.ts'

// A DFM finding is stored as its rule and numbers; it is worded when read, in the reader's language,
// with the change that clears it. Numbers here are those of a pocket 20 deep with sharp corners.

const sharp: DfmFinding = {
  rule: 'corner-radius-tool',
  severity: 'review',
  faces: [6, 7],
  features: ['pocket-1'],
  measured: 0,
  limit: 2,
  unit: 'mm',
  params: { tool: 4 },
}

describe('DFM findings in words', () => {
  it('says what is wrong with its numbers, and the fix, in Chinese and in English', () => {
    expect(shownFinding('zh-CN', sharp)).toMatchObject({
      label: '内角小于所有立铣刀',
      message: '内角 R0 mm 小于最小立铣刀（Ø4 mm，R2 mm）：需电火花或专用刀具',
      fix: '内角半径改为 R2 mm 或以上',
      faces: [6, 7],
    })
    expect(shownFinding('en', sharp)).toMatchObject({
      message:
        'Inside corner R0 mm is tighter than the smallest end mill (Ø4 mm, R2 mm): spark erosion or a special tool',
      fix: 'Use an inside corner radius of R2 mm or more',
    })
  })

  it('words the flag a review finding raises, by its rule, and tells two rules apart', () => {
    const flag = { code: 'dfm' as const, params: { rule: 'corner-radius-tool', count: 4 } }
    expect(shownFlag('en', flag).message).toBe(
      '4 places break the DFM rule "inside corner smaller than any end mill": manual review',
    )
    const block = { code: 'dfm-block' as const, params: { rule: 'envelope', count: 1 } }
    expect(shownFlag('zh-CN', block).message).toBe('1 处违反 DFM 规则“超出所有设备行程”：不即时报价，由专人报价')
    const reasons = distinctReasons([flag, block, flag])
    expect(reasons).toEqual(['dfm.corner-radius-tool', 'dfm-block.envelope'])
    expect(reasonLabel('en', reasons[1]!)).toBe('cannot be priced instantly: larger than every machine')
  })
})
