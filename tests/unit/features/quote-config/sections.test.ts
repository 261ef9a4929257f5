import { describe, expect, it } from 'vitest'
// The server's own schema and defaults: the editor's rules must agree with them exactly.
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { quoteConfigSchema } from '../../../../server/engine/pricing/config-schema.ts'
import type { SectionName } from '../../../../src/features/quote-config/api/types.ts'
import { fromDraft, toDraft, type Draft, type DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import { SECTION_FIELDS, SECTIONS } from '../../../../src/features/quote-config/lib/sections.ts'
import { checkNumber, validateDraft } from '../../../../src/features/quote-config/lib/validate.ts'

const defaults = () => defaultQuoteConfig() as unknown as Record<SectionName, Record<string, unknown>>

function draftOf(name: SectionName): Draft {
  return toDraft(SECTION_FIELDS[name], defaults()[name])
}

/** Whether the server's schema accepts the config with one section replaced by the draft. */
function serverAccepts(name: SectionName, draft: Draft): boolean {
  const config = defaults()
  return quoteConfigSchema.safeParse({ ...config, [name]: fromDraft(SECTION_FIELDS[name], draft, config[name]) }).success
}

describe('draft round trip', () => {
  it.each(SECTIONS.map((s) => s.name))('%s: the factory defaults pass both the editor and the server unchanged', (name) => {
    const draft = draftOf(name)
    expect(validateDraft(SECTION_FIELDS[name], draft)).toEqual({})
    expect(fromDraft(SECTION_FIELDS[name], draft, {})).toEqual(defaults()[name])
    expect(serverAccepts(name, draft)).toBe(true)
  })
})

const setRow = (draft: Draft, field: string, index: number, column: string, value: string): Draft => ({
  ...draft,
  [field]: (draft[field] as DraftRow[]).map((r, i) => (i === index ? { ...r, [column]: value } : r)),
})

describe('validation mirrors the server', () => {
  const cases: [string, SectionName, (d: Draft) => Draft, string, string][] = [
    ['negative material price', 'material', (d) => setRow(d, 'items', 0, 'priceKg', '-1'), 'items.0.priceKg', 'quoteConfig.rules.min'],
    ['zero density', 'material', (d) => setRow(d, 'items', 0, 'density', '0'), 'items.0.density', 'quoteConfig.rules.above'],
    ['unknown material class', 'material', (d) => setRow(d, 'items', 0, 'class', 'wood'), 'items.0.class', 'quoteConfig.rules.choice'],
    ['no materials', 'material', (d) => ({ ...d, items: [] }), 'items', 'quoteConfig.rules.minRows'],
    ['tax rate above 30 %', 'other', (d) => ({ ...d, vatRate: '0.31' }), 'vatRate', 'quoteConfig.rules.max'],
    ['discount factor 0', 'other', (d) => setRow(d, 'qtyDiscount', 0, 'b', '0'), 'qtyDiscount.0.b', 'quoteConfig.rules.above'],
    ['fractional discount quantity', 'other', (d) => setRow(d, 'qtyDiscount', 0, 'a', '1.5'), 'qtyDiscount.0.a', 'quoteConfig.rules.integer'],
    ['coefficient above 20', 'pmi', (d) => setRow(d, 'tol', 0, 'value', '21'), 'tol.0.value', 'quoteConfig.rules.max'],
    ['coefficient below 0.1', 'machining', (d) => ({ ...d, thinWallFactor: '0.05' }), 'thinWallFactor', 'quoteConfig.rules.min'],
    ['bad IT grade key', 'pmi', (d) => setRow(d, 'tol', 0, 'key', 'H7'), 'tol.0.key', 'quoteConfig.rules.pattern'],
    ['scrap factor below 1', 'blank', (d) => ({ ...d, scrapFactor: '0.9' }), 'scrapFactor', 'quoteConfig.rules.min'],
    ['treatment for no class', 'treatment', (d) => setRow(d, 'items', 0, 'appliesTo', ''), 'items.0.appliesTo', 'quoteConfig.rules.required'],
    ['text in a number', 'machining', (d) => ({ ...d, programmingRate: 'abc' }), 'programmingRate', 'quoteConfig.rules.number'],
  ]
  it.each(cases)('%s: both refuse it, the editor naming the server\'s path', (_, name, edit, path, key) => {
    const draft = edit(draftOf(name))
    expect(validateDraft(SECTION_FIELDS[name], draft)[path]?.key).toBe(key)
    expect(serverAccepts(name, draft)).toBe(false)
  })

  it('accepts the bounds themselves, as the server does', () => {
    expect(checkNumber('0.1', { min: 0.1, max: 20 })).toBeNull()
    expect(checkNumber('20', { min: 0.1, max: 20 })).toBeNull()
    expect(checkNumber('0', { min: 0 })).toBeNull()
    expect(checkNumber('', { min: 0 })?.key).toBe('quoteConfig.rules.required')
  })

  it('flags a key used twice, which a record would silently collapse', () => {
    const draft = draftOf('pmi')
    const rows = draft.tol as DraftRow[]
    const errors = validateDraft(SECTION_FIELDS.pmi, { ...draft, tol: [...rows, { ...rows[0]! }] })
    expect(errors[`tol.${rows.length}.key`]?.key).toBe('quoteConfig.rules.duplicate')
  })

  it('turns comma lists and typed numbers back into the server\'s types', () => {
    const draft = setRow({ ...draftOf('blank'), plateThicknesses: '3, 5，8' }, 'barDiaSideMm', 0, 'a', '12.5')
    const section = fromDraft(SECTION_FIELDS.blank, draft)
    expect(section.plateThicknesses).toEqual([3, 5, 8])
    expect((section.barDiaSideMm as number[][])[0]?.[0]).toBe(12.5)
  })
})
