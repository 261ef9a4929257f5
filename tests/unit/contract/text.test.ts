import { describe, expect, it } from 'vitest'
import { hasControlCharacters, text, TEXT_RULE } from '../../../contract/text.ts'

describe('text()', () => {
  const line = text().trim().min(1).max(10)
  const lines = text({ multiline: true }).max(50)

  it('accepts what people type, in any script', () => {
    expect(line.parse(' 报价 ①  ')).toBe('报价 ①')
    expect(line.parse('<b>&amp;')).toBe('<b>&amp;')
    expect(lines.parse('line 1\r\n\tline 2')).toBe('line 1\r\n\tline 2')
  })

  it('refuses NUL, the other C0 controls, DEL and C1 controls, marking the issue', () => {
    for (const bad of ['a\u0000', '\u0007', '\u001b[0m', 'x\u007f', 'y\u0085', '\u009f', 'a\tb', 'a\nb']) {
      const result = line.safeParse(bad)
      expect(result.success, JSON.stringify(bad)).toBe(false)
      expect(result.error!.issues[0]).toMatchObject({ code: 'custom', params: { rule: TEXT_RULE } })
    }
  })

  it('keeps tab and line breaks in multi-line text only', () => {
    expect(lines.safeParse('a\u0000\nb').success).toBe(false)
    expect(hasControlCharacters('a\nb')).toBe(true)
    expect(hasControlCharacters('a\nb', true)).toBe(false)
  })
})
