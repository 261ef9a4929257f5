import { describe, expect, it } from 'vitest'
import { selectPlurals } from '../../../contract/format/plural.ts'

const holes = 'Counterbore {count, plural, one {# hole} other {# holes}}'

describe('selectPlurals', () => {
  it('picks the English singular for one and the plural otherwise', () => {
    expect(selectPlurals(holes, { count: 1 }, 'en')).toBe('Counterbore 1 hole')
    expect(selectPlurals(holes, { count: 3 }, 'en')).toBe('Counterbore 3 holes')
    expect(selectPlurals(holes, { count: 0 }, 'en')).toBe('Counterbore 0 holes')
  })

  it('writes the number as the locale does, and prefers an exact =N branch', () => {
    expect(selectPlurals(holes, { count: 1200 }, 'en')).toBe('Counterbore 1,200 holes')
    const files = '{n, plural, =0 {no files} one {# file} other {# files}}'
    expect(selectPlurals(files, { n: 0 }, 'en')).toBe('no files')
    expect(selectPlurals(files, { n: 1 }, 'en')).toBe('1 file')
  })

  it('handles several blocks and text around them, and leaves other placeholders for the interpolator', () => {
    const message =
      'Mask {threads, plural, one {# thread} other {# threads}} and {fits, plural, one {# fit hole} other {# fit holes}} ({sizes})'
    expect(selectPlurals(message, { threads: 2, fits: 1 }, 'en')).toBe('Mask 2 threads and 1 fit hole ({sizes})')
  })

  it('takes a count stored as a numeric string', () => {
    expect(selectPlurals(holes, { count: '1' }, 'en')).toBe('Counterbore 1 hole')
  })

  it('keeps a block whose number is missing or not a number, and a message without blocks, unchanged', () => {
    expect(selectPlurals(holes, {}, 'en')).toBe(holes)
    expect(selectPlurals(holes, { count: 'many' }, 'en')).toBe(holes)
    expect(selectPlurals('钻 {count} 个孔', { count: 3 }, 'zh-CN')).toBe('钻 {count} 个孔')
  })

  it('leaves a malformed block (no closing brace) as it is rather than losing text', () => {
    const broken = 'Tap {count, plural, one {# thread} other {# threads}'
    expect(selectPlurals(broken, { count: 2 }, 'en')).toBe(broken)
  })
})
