import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_DFM_RULES, DFM_RULE_IDS } from '../../../../contract/dfm.ts'
import { quoteConfigSchema } from '../../../../contract/quote-config.ts'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { fromDraft, toDraft, type Draft, type DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import { FIELD_WORDS } from '../../../../src/features/quote-config/lib/field-words.ts'
import { columnLabel, leafField, type FieldSpec } from '../../../../src/features/quote-config/lib/field-spec.ts'
import { SECTION_FIELDS } from '../../../../src/features/quote-config/lib/sections.ts'
import '../../../../src/lib/i18n/config-messages.ts'
import { LOCALES, setLocale, textOf } from '../../../../src/lib/i18n/index.ts'
import { resetState } from '../../support/reset.ts'

// The DFM rule pack is edited in words: each rule named with its unit, its severity by what it does
// to the quote, a limit per material class; what is saved is what the schema accepts.

const fields = SECTION_FIELDS.dfm
const rules = fields.find((f) => f.key === 'rules') as Extract<FieldSpec, { type: 'keyed' }>
const section = () => defaultQuoteConfig().dfm as unknown as Record<string, unknown>
const saved = (draft: Draft) =>
  quoteConfigSchema.safeParse({ ...defaultQuoteConfig(), dfm: fromDraft(fields, draft, section()) })

describe('the DFM section', () => {
  beforeEach(resetState)

  it('is a table of rules whose every rule, severity and column has words in both languages', () => {
    expect(rules.type).toBe('keyed')
    const key = FIELD_WORDS['rules.key']!
    const severity = leafField(rules.columns.find((c) => c.key === 'severity')!)
    expect(key.options).toEqual(DFM_RULE_IDS)
    for (const { lang } of LOCALES) {
      setLocale(lang)
      for (const id of DFM_RULE_IDS) expect(textOf(key.optionLabel!(id)), `${lang} ${id}`).not.toMatch(/^quoteConfig/)
      for (const s of severity.options!) expect(textOf(severity.optionLabel!(s))).not.toMatch(/^quoteConfig/)
      for (const c of rules.columns)
        expect(columnLabel('rules', c.key), `${lang} ${c.key}`).not.toMatch(/^quoteConfig\./)
    }
    setLocale('zh-CN')
    expect(textOf(key.optionLabel!('wall-thickness'))).toBe('最小壁厚 (mm)')
    expect(textOf(severity.optionLabel!('block'))).toBe('不即时报价')
  })

  it('saves a changed limit for one material class and a rule switched off', () => {
    const draft = toDraft(fields, section())
    const rows = (draft.rules as DraftRow[]).map((r) =>
      r.key === 'wall-thickness' ? { ...r, Ti: '1.2' } : r.key === 'envelope' ? { ...r, severity: 'off' } : r,
    )
    const result = saved({ ...draft, rules: rows })
    expect(result.success).toBe(true)
    expect(result.data!.dfm.rules['wall-thickness']).toMatchObject({ limit: 0.8, Ti: 1.2, Al: null })
    expect(result.data!.dfm.rules.envelope!.severity).toBe('off')
  })

  it('refuses a negative limit, and a configuration saved before the rules gets the defaults', () => {
    const draft = toDraft(fields, section())
    const rows = (draft.rules as DraftRow[]).map((r) => (r.key === 'deep-hole' ? { ...r, limit: '-2' } : r))
    expect(saved({ ...draft, rules: rows }).success).toBe(false)
    const { dfm: _dfm, ...older } = defaultQuoteConfig()
    expect(quoteConfigSchema.parse(older).dfm.rules).toEqual(DEFAULT_DFM_RULES)
  })
})
