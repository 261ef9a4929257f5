import { describe, expect, it } from 'vitest'
import { CAPITAL_AMOUNT_MAX, capitalAmount } from '../../../contract/format/capital-amount.ts'

// Each expected text below is written by hand from the settlement rules (one 零 for a run of
// zeros between written digits, 壹拾 at the head, 元整 without 角分), not from the code's output.
const CASES: [string, string][] = [
  // Fractions alone, and the smallest amounts.
  ['0.00', '零元整'],
  ['0.01', '壹分'],
  ['0.05', '伍分'],
  ['0.10', '壹角'],
  ['0.11', '壹角壹分'],
  ['0.99', '玖角玖分'],
  // Whole yuan; 壹拾 keeps its 壹 at the head.
  ['1.00', '壹元整'],
  ['1', '壹元整'],
  ['10', '壹拾元整'],
  ['11', '壹拾壹元整'],
  ['19.00', '壹拾玖元整'],
  ['20', '贰拾元整'],
  ['100', '壹佰元整'],
  ['110', '壹佰壹拾元整'],
  ['101', '壹佰零壹元整'],
  ['1000', '壹仟元整'],
  ['1001', '壹仟零壹元整'],
  ['1010', '壹仟零壹拾元整'],
  ['1100', '壹仟壹佰元整'],
  // Zeros between 元 and 角 / 分, and inside the fen.
  ['1.01', '壹元零壹分'],
  ['10.01', '壹拾元零壹分'],
  ['10.10', '壹拾元零壹角'],
  ['10.11', '壹拾元零壹角壹分'],
  ['325.04', '叁佰贰拾伍元零肆分'],
  ['16409.02', '壹万陆仟肆佰零玖元零贰分'],
  ['1680.32', '壹仟陆佰捌拾元零叁角贰分'],
  ['1000.40', '壹仟元零肆角'],
  ['5.50', '伍元伍角'],
  // The 万 boundary: zeros in each place of the lower section.
  ['9999.99', '玖仟玖佰玖拾玖元玖角玖分'],
  ['10000', '壹万元整'],
  ['10000.01', '壹万元零壹分'],
  ['10001', '壹万零壹元整'],
  ['10010', '壹万零壹拾元整'],
  ['10100', '壹万零壹佰元整'],
  ['11000', '壹万壹仟元整'],
  ['100000', '壹拾万元整'],
  ['107000.53', '壹拾万零柒仟元零伍角叁分'],
  ['110000', '壹拾壹万元整'],
  ['1000000', '壹佰万元整'],
  ['1000100', '壹佰万零壹佰元整'],
  ['1010000', '壹佰零壹万元整'],
  ['10000000', '壹仟万元整'],
  ['10000001', '壹仟万零壹元整'],
  ['12345.67', '壹万贰仟叁佰肆拾伍元陆角柒分'],
  // The 亿 boundary: an empty 万 section is left out, its zeros are one 零.
  ['99999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ['100000000', '壹亿元整'],
  ['100000000.00', '壹亿元整'],
  ['100000000.10', '壹亿元零壹角'],
  ['100000001', '壹亿零壹元整'],
  ['100010000', '壹亿零壹万元整'],
  ['100100000', '壹亿零壹拾万元整'],
  ['110000000', '壹亿壹仟万元整'],
  ['101010101.01', '壹亿零壹佰零壹万零壹佰零壹元零壹分'],
  ['200000000.10', '贰亿元零壹角'],
  ['999999999.99', '玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ['1000000000', '壹拾亿元整'],
  [CAPITAL_AMOUNT_MAX, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
]

describe('capitalAmount', () => {
  it.each(CASES)('%s → %s', (figures, capitals) => {
    expect(capitalAmount(figures)).toBe(capitals)
  })

  it('takes numbers and rounds half up to fen', () => {
    expect(capitalAmount(12345.67)).toBe('壹万贰仟叁佰肆拾伍元陆角柒分')
    expect(capitalAmount('0.005')).toBe('壹分')
    expect(capitalAmount('0.004')).toBe('零元整')
    expect(capitalAmount('9.995')).toBe('壹拾元整')
  })

  it('marks a negative amount with 负, but not one that rounds to zero', () => {
    expect(capitalAmount('-10.5')).toBe('负壹拾元零伍角')
    expect(capitalAmount('-0.001')).toBe('零元整')
  })

  it('refuses text that is not an amount and amounts beyond the largest', () => {
    expect(() => capitalAmount('abc')).toThrow(RangeError)
    expect(() => capitalAmount(Number.NaN)).toThrow(RangeError)
    expect(() => capitalAmount('1000000000000')).toThrow(RangeError)
  })

  it('reads back to the same amount across 0.01 … 999,999,999.99', () => {
    // A deterministic spread over every magnitude, zeros in varied places included.
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    for (let i = 0; i < 3000; i++) {
      const digits = 1 + (next() % 11)
      let cents = ''
      for (let d = 0; d < digits; d++) cents += next() % 3 === 0 ? '0' : String(next() % 10)
      const fen = BigInt(cents) || 1n
      const text = `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`
      const capitals = capitalAmount(text)
      expect(readCapitals(capitals), `${text} → ${capitals}`).toBe(fen)
      expect(capitals).not.toMatch(/零零|零[元万亿角分整]|^零(?!元整)/)
    }
  })
})

/** An independent reader of the capitals: the amount in fen, for the round trip. */
function readCapitals(text: string): bigint {
  const DIGIT = '零壹贰叁肆伍陆柒捌玖'
  const SMALL: Record<string, bigint> = { 拾: 10n, 佰: 100n, 仟: 1000n }
  let total = 0n
  let section = 0n
  let pending = 0n
  for (const ch of text.replace('整', '')) {
    const d = DIGIT.indexOf(ch)
    if (d >= 0) {
      pending = BigInt(d)
      continue
    }
    if (SMALL[ch]) section += pending * SMALL[ch]
    else if (ch === '亿') total = (total + section + pending) * 100000000n
    else if (ch === '万') total += (section + pending) * 10000n
    else if (ch === '元') total = (total + section + pending) * 100n
    else if (ch === '角') total += pending * 10n
    else if (ch === '分') total += pending
    if (ch === '亿' || ch === '万' || ch === '元') section = 0n
    pending = 0n
  }
  // An amount under one yuan has no 元: its 角 and 分 count in fen from the start.
  return total
}
