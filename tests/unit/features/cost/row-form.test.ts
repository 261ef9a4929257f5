import { describe, expect, it } from 'vitest'
import { fieldError, initialValues, toPayload, validateRow } from '../../../../src/features/cost/lib/row-form.ts'
import { COST_TABLE_DEFS } from '../../../../src/features/cost/lib/table-defs.ts'

const fields = (table: keyof typeof COST_TABLE_DEFS, row: Parameters<(typeof COST_TABLE_DEFS)['materials']['fieldsFor']>[0] = null) =>
  COST_TABLE_DEFS[table].fieldsFor(row)
const field = (table: keyof typeof COST_TABLE_DEFS, name: string, row: Parameters<(typeof COST_TABLE_DEFS)['materials']['fieldsFor']>[0] = null) =>
  fields(table, row).find((f) => f.name === name)!

describe('validation mirrors the server', () => {
  it('refuses negative prices and non-numbers, allows 0', () => {
    expect(fieldError(field('materials', 'priceKg'), '-5')).toEqual({ key: 'cost.rules.min', params: { min: 0 } })
    expect(fieldError(field('materials', 'priceKg'), '0')).toBeNull()
    expect(fieldError(field('materials', 'priceKg'), '0x10')).toEqual({ key: 'cost.rules.number' })
    expect(fieldError(field('materials', 'density'), '0')).toEqual({ key: 'cost.rules.above', params: { min: 0 } })
  })

  it('keeps coefficients within 0.1–20 and checks key shapes', () => {
    expect(fieldError(field('pmi-tolerance', 'coefficient'), '0.05')?.key).toBe('cost.rules.min')
    expect(fieldError(field('pmi-tolerance', 'coefficient'), '21')).toEqual({ key: 'cost.rules.max', params: { max: 20 } })
    expect(fieldError(field('pmi-tolerance', 'key'), 'grade7')?.key).toBe('cost.rules.itKey')
    expect(fieldError(field('pmi-roughness', 'key'), '1.6')).toBeNull()
    expect(fieldError(field('machines', 'factor'), '')).toBeNull()
  })

  it('requires fields and checks choices, integers and parameter bounds', () => {
    const errors = validateRow(fields('surface-treatments'), { key: '', name: 'x', aliases: '', appliesTo: 'Al, gold', basis: 'kg', unitPrice: '1', minCharge: '0', leadDays: '1.5' })
    expect(Object.keys(errors).sort()).toEqual(['appliesTo', 'key', 'leadDays'])
    expect(fieldError(field('other-costs', 'value', { key: 'vatRate', value: 0.13 }), '0.5')).toEqual({ key: 'cost.rules.max', params: { max: 0.3 } })
    expect(fieldError(field('blank-rules', 'value', { key: 'scrapFactor', value: 1.05 }), '0.9')?.key).toBe('cost.rules.min')
    expect(fieldError(field('other-costs', 'value', { key: 'qtyDiscount', value: [[1, 1]] }), '[[1,')?.key).toBe('cost.rules.json')
  })
})

describe('payload', () => {
  it('sends numbers, lists and JSON in the server’s types', () => {
    const f = fields('materials')
    const values = { ...initialValues(f, null), key: ' AL5052 ', aliases: '5052，铝 5052', class: 'Al', density: '2.68', priceKg: '32', mrr: '24' }
    expect(toPayload(f, values)).toEqual({ key: 'AL5052', aliases: ['5052', '铝 5052'], class: 'Al', density: 2.68, priceKg: 32, mrr: 24 })
    const q = fields('other-costs', { key: 'qtyDiscount', value: [[1, 1], [10, 0.9]] })
    expect(initialValues(q, { key: 'qtyDiscount', value: [[1, 1], [10, 0.9]] })).toEqual({ value: '[[1,1],[10,0.9]]' })
    expect(toPayload(q, { value: '[[1,1]]' })).toEqual({ value: [[1, 1]] })
  })

  it('blocks deleting fixed rows with a reason', () => {
    expect(COST_TABLE_DEFS.machines.deleteBlock({ key: 'VMC3' })).toBe('cost.block.fallbackMachine')
    expect(COST_TABLE_DEFS.processes.deleteBlock({ key: 'drill', group: 'feature' })).toBe('cost.block.featureTime')
    expect(COST_TABLE_DEFS.processes.deleteBlock({ key: '1.6', group: 'finish' })).toBe('')
    expect(COST_TABLE_DEFS['other-costs'].canAdd).toBe(false)
  })
})
