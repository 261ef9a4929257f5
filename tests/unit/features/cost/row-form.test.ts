import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CostRow, CostTableName } from '../../../../src/features/cost/api/types.ts'
import { COST_TABLE_DEFS, fieldsOf } from '../../../../src/features/cost/lib/table-defs.ts'
import { t } from '../../../../src/lib/i18n/index.ts'
import { cellText } from '../../../../src/lib/schema-form/cells.ts'
import {
  draftOf as initialValues,
  formErrors as validateRow,
  payloadOf as toPayload,
} from '../../../../src/lib/schema-form/values.ts'

const fields = (table: CostTableName, row: CostRow | null = null) => COST_TABLE_DEFS[table].fieldsFor(row)
const field = (table: CostTableName, name: string, row: CostRow | null = null) =>
  fields(table, row).find((f) => f.name === name)!

/** The message of one field when only it is typed (the others hold valid values or are left out). */
function errorOf(
  table: CostTableName,
  name: string,
  text: string,
  row: CostRow | null = null,
  others: Record<string, string> = {},
) {
  const def = COST_TABLE_DEFS[table]
  return validateRow(def.rulesFor(row), def.fieldsFor(row), { ...others, [name]: text })[name] ?? null
}
const material = { key: 'AL5052', name: '', aliases: '', class: 'Al', density: '2.68', priceKg: '32', mrr: '24' }

describe('the form is built from the contract', () => {
  it('gives each field its input, bounds and required mark', () => {
    expect(fields('materials').map((f) => [f.name, f.kind, Boolean(f.required)])).toEqual([
      ['key', 'text', true],
      ['name', 'text', false],
      ['aliases', 'list', false],
      ['class', 'enum', true],
      ['density', 'number', true],
      ['priceKg', 'number', true],
      ['mrr', 'number', true],
    ])
    expect(field('materials', 'key')).toMatchObject({ maxLength: 40, isKey: true })
    expect(field('materials', 'priceKg')).toMatchObject({ money: true, bounds: { min: 0 } })
    expect(field('surface-treatments', 'appliesTo')).toMatchObject({
      kind: 'multi',
      required: true,
      options: ['Al', 'SS', 'steel', 'brass', 'copper', 'plastic', 'Ti'],
    })
    expect(field('surface-treatments', 'leadDays').kind).toBe('integer')
    expect(field('machines', 'factor')).toMatchObject({ required: false, bounds: { min: 0.1, max: 20 } })
    // A fixed parameter's value is edited as its section field is: a number, or JSON for structures.
    expect(field('other-costs', 'value', { key: 'vatRate', value: 0.13 })).toMatchObject({
      kind: 'number',
      bounds: { max: 0.3 },
    })
    expect(field('other-costs', 'value', { key: 'qtyDiscount', value: [[1, 1]] }).kind).toBe('json')
    expect(fields('materials', { key: 'AL6061' }).map((f) => f.name)).not.toContain('key')
  })

  it('shows money in the money format, parameters included', () => {
    expect(cellText(field('materials', 'priceKg'), 1234.5, t, 'en')).toBe('1,234.50')
    const value = COST_TABLE_DEFS['other-costs'].columns.find((c) => c.name === 'value')!
    const cell = (key: string, v: number) => cellText(value, v, t, 'en', value.moneyKey?.(key))
    expect(cell('minLine', 50)).toBe('50.00')
    expect(cell('vatRate', 0.13)).toBe('0.13')
  })
})

describe('validation is the server’s schema', () => {
  it('refuses negative prices and non-numbers, allows 0', () => {
    expect(errorOf('materials', 'priceKg', '-5')).toEqual({ key: 'common.rules.min', params: { min: 0 } })
    expect(errorOf('materials', 'priceKg', '0')).toBeNull()
    expect(errorOf('materials', 'priceKg', '0x10')).toEqual({ key: 'common.rules.number' })
    expect(errorOf('materials', 'density', '0')).toEqual({ key: 'common.rules.above', params: { min: 0 } })
  })

  it('keeps coefficients within 0.1–20 and checks key shapes', () => {
    expect(errorOf('pmi-tolerance', 'coefficient', '0.05')?.key).toBe('common.rules.min')
    expect(errorOf('pmi-tolerance', 'coefficient', '21')).toEqual({ key: 'common.rules.max', params: { max: 20 } })
    expect(errorOf('pmi-tolerance', 'key', 'grade7')).toEqual({
      key: 'common.rules.patternExample',
      params: { example: 'IT7' },
    })
    expect(errorOf('pmi-roughness', 'key', '1.6')).toBeNull()
    expect(errorOf('machines', 'factor', '')).toBeNull()
    expect(errorOf('materials', 'key', 'K'.repeat(41))).toEqual({ key: 'common.rules.maxLength', params: { max: 40 } })
  })

  it('requires fields and checks choices, integers and parameter bounds', () => {
    const def = COST_TABLE_DEFS['surface-treatments']
    const errors = validateRow(def.rulesFor(null), def.fieldsFor(null), {
      key: '',
      name: 'x',
      aliases: '',
      appliesTo: 'Al, gold',
      basis: 'kg',
      unitPrice: '1',
      minCharge: '0',
      leadDays: '1.5',
    })
    expect(errors).toEqual({
      key: { key: 'common.rules.required' },
      appliesTo: { key: 'common.rules.choice', params: { options: 'Al, SS, steel, brass, copper, plastic, Ti' } },
      leadDays: { key: 'common.rules.integer' },
    })
    expect(errorOf('other-costs', 'value', '0.5', { key: 'vatRate', value: 0.13 })).toEqual({
      key: 'common.rules.max',
      params: { max: 0.3 },
    })
    expect(errorOf('blank-rules', 'value', '0.9', { key: 'scrapFactor', value: 1.05 })?.key).toBe('common.rules.min')
    expect(errorOf('other-costs', 'value', '[[1,', { key: 'qtyDiscount', value: [[1, 1]] })?.key).toBe(
      'common.rules.json',
    )
    // JSON values are checked by their section field too: a discount factor of 0 is refused.
    expect(errorOf('other-costs', 'value', '[[1, 0]]', { key: 'qtyDiscount', value: [[1, 1]] })?.key).toBe(
      'common.rules.above',
    )
    expect(errorOf('materials', 'class', '', null, material)).toEqual({ key: 'common.rules.required' })
    expect(validateRow(COST_TABLE_DEFS.materials.rulesFor(null), fields('materials'), material)).toEqual({})
  })
})

describe('a limit changed in the schema changes the form', () => {
  it.each([5, 9])('max(%i): the field’s bounds and the message follow', (max) => {
    const schema = z.object({ code: z.string().max(max), rate: z.number().min(0).max(max) })
    const form = fieldsOf(schema)
    expect(form.map((f) => [f.name, f.maxLength ?? f.bounds?.max])).toEqual([
      ['code', max],
      ['rate', max],
    ])
    const errors = validateRow(schema, form, { code: 'x'.repeat(7), rate: '7' })
    expect(errors).toEqual(
      max < 7
        ? {
            code: { key: 'common.rules.maxLength', params: { max } },
            rate: { key: 'common.rules.max', params: { max } },
          }
        : {},
    )
  })
})

describe('payload', () => {
  it('sends numbers, lists and JSON in the server’s types', () => {
    const f = fields('materials')
    const values = {
      ...initialValues(f, null),
      key: ' AL5052 ',
      aliases: '5052，铝 5052；AL-5052\n5052H',
      class: 'Al',
      density: '2.68',
      priceKg: '32',
      mrr: '24',
    }
    expect(toPayload(f, values)).toEqual({
      key: 'AL5052',
      aliases: ['5052', '铝 5052', 'AL-5052', '5052H'],
      class: 'Al',
      density: 2.68,
      priceKg: 32,
      mrr: 24,
    })
    const row = {
      key: 'qtyDiscount',
      value: [
        [1, 1],
        [10, 0.9],
      ],
    }
    const q = fields('other-costs', row)
    expect(initialValues(q, row)).toEqual({ value: '[[1,1],[10,0.9]]' })
    expect(toPayload(q, { value: '[[1,1]]' })).toEqual({ value: [[1, 1]] })
  })

  it('blocks deleting fixed rows with a reason', () => {
    expect(COST_TABLE_DEFS.machines.deleteBlock({ key: 'VMC3' })).toBe('cost.block.fallbackMachine')
    expect(COST_TABLE_DEFS.processes.deleteBlock({ key: 'drill', group: 'feature' })).toBe('cost.block.featureTime')
    expect(COST_TABLE_DEFS.processes.deleteBlock({ key: '1.6', group: 'finish' })).toBe('')
    expect(COST_TABLE_DEFS['other-costs'].canAdd).toBe(false)
  })
})
