import { describe, expect, it } from 'vitest'
import { z } from 'zod'
// The server's own defaults and the contract's schema: the editor must agree with them exactly.
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { quoteConfigSchema } from '../../../../contract/quote-config.ts'
import { boundsOf } from '../../../../src/lib/forms/schema-bounds.ts'
import type { SectionName } from '../../../../src/features/quote-config/api/types.ts'
import { fromDraft, toDraft, type Draft, type DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import { sectionSpec, type FieldSpec } from '../../../../src/features/quote-config/lib/field-spec.ts'
import { SECTION_FIELDS, SECTIONS } from '../../../../src/features/quote-config/lib/sections.ts'
import { validateDraft, validateSection } from '../../../../src/features/quote-config/lib/validate.ts'

const defaults = () => defaultQuoteConfig() as unknown as Record<SectionName, Record<string, unknown>>

function draftOf(name: SectionName): Draft {
  return toDraft(SECTION_FIELDS[name], defaults()[name])
}

/** Whether the server's schema accepts the config with one section replaced by the draft. */
function serverAccepts(name: SectionName, draft: Draft): boolean {
  const config = defaults()
  return quoteConfigSchema.safeParse({ ...config, [name]: fromDraft(SECTION_FIELDS[name], draft, config[name]) })
    .success
}

describe('draft round trip', () => {
  it.each(SECTIONS.map((s) => s.name))(
    '%s: the factory defaults pass both the editor and the server unchanged',
    (name) => {
      const draft = draftOf(name)
      expect(validateSection(name, draft)).toEqual({})
      expect(fromDraft(SECTION_FIELDS[name], draft, {})).toEqual(defaults()[name])
      expect(serverAccepts(name, draft)).toBe(true)
    },
  )

  it('picks each input from the schema’s shape', () => {
    const kinds = (name: SectionName) => Object.fromEntries(SECTION_FIELDS[name].map((f) => [f.key, f.type]))
    expect(kinds('machining')).toMatchObject({
      machines: 'keyed',
      sizeFactor: 'pairs',
      featureMin: 'group',
      machineFactor: 'record',
      programmingRate: 'number',
    })
    expect(kinds('blank')).toMatchObject({ plateThicknesses: 'numbers', barDiaSideMm: 'pairs' })
    expect(kinds('pmi')).toMatchObject({ mode: 'enum', tol: 'record' })
    // Class factors have one row per material class: their keys cannot be added or removed.
    const fixed = (key: string) =>
      (SECTION_FIELDS.machining.find((f) => f.key === key) as Extract<FieldSpec, { type: 'record' }>).fixed
    expect([fixed('finishMatFactor'), fixed('machineFactor')]).toEqual([true, false])
    // Amounts of money are marked in the schema, so "was" values show in the money format.
    const items = SECTION_FIELDS.material.find((f) => f.key === 'items') as Extract<FieldSpec, { type: 'items' }>
    expect(items.columns.filter((c) => c.bounds.money).map((c) => c.key)).toEqual(['priceKg'])
  })
})

const setRow = (draft: Draft, field: string, index: number, column: string, value: string): Draft => ({
  ...draft,
  [field]: (draft[field] as DraftRow[]).map((r, i) => (i === index ? { ...r, [column]: value } : r)),
})

describe('validation is the server’s schema', () => {
  const cases: [string, SectionName, (d: Draft) => Draft, string, string, Record<string, unknown>?][] = [
    [
      'negative material price',
      'material',
      (d) => setRow(d, 'items', 0, 'priceKg', '-1'),
      'items.0.priceKg',
      'min',
      { min: 0 },
    ],
    ['zero density', 'material', (d) => setRow(d, 'items', 0, 'density', '0'), 'items.0.density', 'above', { min: 0 }],
    [
      'unknown material class',
      'material',
      (d) => setRow(d, 'items', 0, 'class', 'wood'),
      'items.0.class',
      'choice',
      { options: 'Al, SS, steel, brass, copper, plastic, Ti' },
    ],
    ['no materials', 'material', (d) => ({ ...d, items: [] }), 'items', 'minItems', { min: 1 }],
    ['tax rate above 30 %', 'other', (d) => ({ ...d, vatRate: '0.31' }), 'vatRate', 'max', { max: 0.3 }],
    [
      'discount factor 0',
      'other',
      (d) => setRow(d, 'qtyDiscount', 0, 'b', '0'),
      'qtyDiscount.0.b',
      'above',
      { min: 0 },
    ],
    [
      'fractional discount quantity',
      'other',
      (d) => setRow(d, 'qtyDiscount', 0, 'a', '1.5'),
      'qtyDiscount.0.a',
      'integer',
    ],
    ['coefficient above 20', 'pmi', (d) => setRow(d, 'tol', 0, 'value', '21'), 'tol.0.value', 'max', { max: 20 }],
    [
      'coefficient below 0.1',
      'machining',
      (d) => ({ ...d, thinWallFactor: '0.05' }),
      'thinWallFactor',
      'min',
      { min: 0.1 },
    ],
    [
      'bad IT grade key',
      'pmi',
      (d) => setRow(d, 'tol', 0, 'key', 'H7'),
      'tol.0.key',
      'patternExample',
      { example: 'IT7' },
    ],
    ['scrap factor below 1', 'blank', (d) => ({ ...d, scrapFactor: '0.9' }), 'scrapFactor', 'min', { min: 1 }],
    [
      'treatment for no class',
      'treatment',
      (d) => setRow(d, 'items', 0, 'appliesTo', ''),
      'items.0.appliesTo',
      'minItems',
      { min: 1 },
    ],
    ['text in a number', 'machining', (d) => ({ ...d, programmingRate: 'abc' }), 'programmingRate', 'number'],
    ['hex in a number', 'machining', (d) => ({ ...d, programmingRate: '0x10' }), 'programmingRate', 'number'],
    ['empty number', 'machining', (d) => ({ ...d, faiMin: ' ' }), 'faiMin', 'required'],
    [
      'bad machine rate',
      'machining',
      (d) => setRow(d, 'machines', 0, 'rate', '-2'),
      'machines.0.rate',
      'min',
      { min: 0 },
    ],
    [
      'bad stock thickness',
      'blank',
      (d) => ({ ...d, plateThicknesses: '3, -5' }),
      'plateThicknesses',
      'above',
      { min: 0 },
    ],
  ]
  it.each(cases)('%s: both refuse it, the editor naming the input', (_, name, edit, path, key, params) => {
    const draft = edit(draftOf(name))
    expect(validateSection(name, draft)[path]).toEqual(
      params ? { key: `common.rules.${key}`, params } : { key: `common.rules.${key}` },
    )
    expect(serverAccepts(name, draft)).toBe(false)
  })

  it('accepts the bounds themselves, as the server does', () => {
    for (const value of ['0.1', '20'])
      expect(validateSection('machining', { ...draftOf('machining'), thinWallFactor: value })).toEqual({})
    expect(validateSection('other', { ...draftOf('other'), vatRate: '0' })).toEqual({})
  })

  it('flags a key used twice, which a record would silently collapse, and an empty one', () => {
    const draft = draftOf('pmi')
    const rows = draft.tol as DraftRow[]
    const errors = validateSection('pmi', { ...draft, tol: [...rows, { ...rows[0]! }, { key: ' ', value: '1' }] })
    expect(errors[`tol.${rows.length}.key`]?.key).toBe('common.rules.duplicate')
    expect(errors[`tol.${rows.length + 1}.key`]?.key).toBe('common.rules.required')
  })

  it('turns typed lists and numbers back into the server’s types, with every list separator', () => {
    const draft = setRow(
      { ...draftOf('blank'), plateThicknesses: '3, 5，8；10\n12、14' },
      'barDiaSideMm',
      0,
      'a',
      '12.5',
    )
    const section = fromDraft(SECTION_FIELDS.blank, draft)
    expect(section.plateThicknesses).toEqual([3, 5, 8, 10, 12, 14])
    expect((section.barDiaSideMm as number[][])[0]?.[0]).toBe(12.5)
  })
})

describe('a limit changed in the schema changes the form', () => {
  const form = (max: number) => {
    const schema = z.object({
      rate: z.number().min(0).max(max),
      steps: z.array(z.tuple([z.number().int().positive(), z.number().max(max)])).min(1),
    })
    return { schema, fields: sectionSpec(boundsOf(schema)) }
  }
  it.each([5, 9])('max(%i): the field’s bounds and the message follow', (max) => {
    const { schema, fields } = form(max)
    expect(fields[0]).toMatchObject({ type: 'number', key: 'rate', bounds: { min: 0, max } })
    expect(fields[1]).toMatchObject({ type: 'pairs', b: { max }, bounds: { minItems: 1 } })
    const draft = { rate: '7', steps: [{ a: '1', b: '7' }] }
    const errors = validateDraft(schema, fields, draft)
    if (max < 7)
      expect(errors).toEqual({
        rate: { key: 'common.rules.max', params: { max } },
        'steps.0.b': { key: 'common.rules.max', params: { max } },
      })
    else expect(errors).toEqual({})
  })
})
