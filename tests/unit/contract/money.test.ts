import { describe, expect, it } from 'vitest'
import { Dec } from '../../../contract/format/decimal.ts'
import { formatMoney, formatPrice } from '../../../contract/format/money.ts'

describe('formatMoney', () => {
  it.each([
    [null, '0.00'],
    [undefined, '0.00'],
    ['', '0.00'],
    [0, '0.00'],
    ['0', '0.00'],
    [12, '12.00'],
    ['1234.5', '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.567, '-1,234.57'],
    [' 999.999 ', '1,000.00'],
    ['1e3', '1,000.00'],
    [-0.001, '0.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    ['12345678901234567.125', '12,345,678,901,234,567.13'],
    ['123456789012345678901234.5', '123,456,789,012,345,678,901,234.50'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected)
  })

  it('keeps values that already contain commas', () => {
    expect(formatMoney('1,234.00')).toBe('1,234.00')
    expect(formatMoney('1,2')).toBe('1,2')
  })

  it.each(['abc', '12abc', '0x1F', 'Infinity', 'NaN', '--1'])('returns unparseable %j as text', (value) => {
    expect(formatMoney(value)).toBe(value)
  })

  it('returns non-finite numbers as text', () => {
    expect(formatMoney(Number.NaN)).toBe('NaN')
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('Infinity')
  })

  it('honours the decimals argument', () => {
    expect(formatMoney('1234.5678', 3)).toBe('1,234.568')
    expect(formatMoney(1234.5, 0)).toBe('1,235')
    expect(formatMoney(null, 0)).toBe('0')
  })

  it('accepts decimal values and keeps 20 digits of precision in arithmetic', () => {
    expect(formatMoney(new Dec('0.1').plus('0.2'))).toBe('0.30')
    expect(new Dec(1).dividedBy(3).toString()).toBe('0.33333333333333333333')
  })
})

describe('formatPrice', () => {
  it.each([
    ['1525150', 'CNY', 'zh-CN', '¥1,525,150.00'],
    ['1525150', 'CNY', 'en', 'CN¥1,525,150.00'],
    [-3.5, 'CNY', 'zh-CN', '-¥3.50'],
    ['104994', 'USD', 'en', '$104,994.00'],
    [12, '元', 'zh-CN', '12.00 元'],
    [12, '', 'en', '12.00'],
    ['n/a', 'CNY', 'en', 'n/a'],
  ])('writes %j %s in %s as %s', (value, currency, locale, expected) => {
    expect(formatPrice(value, currency, locale)).toBe(expected)
  })
})
