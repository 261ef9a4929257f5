import { describe, expect, it } from 'vitest'
import { translate } from '../../server/lib/i18n.ts'
import { en, zhCN, type MessageKey } from '../../server/lib/messages.ts'

/**
 * The parameters a server message names: `{name}` (not a plural branch such as `one {it}`), and the
 * number of a plural block `{name, plural, …}`; a name ending in Zh or En is the same parameter in
 * its language's form.
 */
const parametersOf = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) )\{(\w+)(?:\}|, plural,)/g)].map((m) =>
        m[1]!.replace(/(Zh|En)$/, ''),
      ),
    ),
  ].sort()

describe('server messages', () => {
  it('hold the same keys in both languages, in the same order (locales/server/*.json)', () => {
    expect(Object.keys(en)).toEqual(Object.keys(zhCN))
  })

  it('name the same parameters in both languages, so no reader sees a raw {placeholder}', () => {
    for (const key of Object.keys(en) as MessageKey[])
      expect(parametersOf(en[key]), key).toEqual(parametersOf(zhCN[key]))
  })

  it('word counts in English with singular and plural, and once in Chinese', () => {
    expect(translate('en', 'chat.assistantUploaded', { count: 1, names: 'plate' })).toBe(
      'Received; analysing 1 part: plate',
    )
    expect(translate('en', 'chat.assistantUploaded', { count: 3, names: 'a, b, c' })).toBe(
      'Received; analysing 3 parts: a, b, c',
    )
    expect(translate('zh-CN', 'chat.assistantUploaded', { count: 1, names: 'plate' })).not.toMatch(/[{}]/)
    expect(translate('en', 'plan.reason.masking', { threads: 1, fits: 2 })).toBe(
      'Mask 1 thread and 2 fit holes before the surface treatment',
    )
  })
})
