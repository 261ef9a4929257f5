import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { kindOf, schemaFields } from '../../../../src/lib/schema-form/fields.ts'
import { boundsOf } from '../../../../src/lib/forms/schema-bounds.ts'
import { draftOf, fieldValue, formErrors, payloadOf } from '../../../../src/lib/schema-form/values.ts'

const schema = z.object({
  code: z.string().min(1).max(8),
  nameEn: z.string().max(20).default(''),
  stage: z.enum(['rough', 'finish']),
  kinds: z
    .array(z.enum(['saw', 'lathe']))
    .min(1)
    .max(2),
  aliases: z.array(z.string()),
  steps: z.array(z.number()),
  seq: z.number().int().min(1),
  diameter: z.number().min(0).nullable().default(null),
  price: z.number().min(0).meta({ money: true }),
  extra: z.record(z.string(), z.number()).optional(),
})
const fields = schemaFields(schema, (name) => `x.field.${name}`, { nameEn: { hint: 'x.hint.nameEn' } })

describe('schema fields', () => {
  it('pick each input, label and required mark from the schema', () => {
    expect(fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['code', 'text', true],
      ['nameEn', 'text', false],
      ['stage', 'enum', true],
      ['kinds', 'multi', true],
      ['aliases', 'list', false],
      ['steps', 'numbers', false],
      ['seq', 'integer', true],
      ['diameter', 'number', false],
      ['price', 'number', true],
      ['extra', 'json', false],
    ])
    expect(fields[0]).toMatchObject({ label: 'x.field.code', maxLength: 8 })
    expect(fields[1]).toMatchObject({ hint: 'x.hint.nameEn' })
    expect(fields[3]!.options).toEqual(['saw', 'lathe'])
    expect(fields[7]!.bounds).toMatchObject({ type: 'number', nullable: true, default: null, min: 0 })
    expect(fields[8]!.money).toBe(true)
    expect(kindOf(boundsOf(z.boolean()))).toBe('json')
  })

  it('follow a limit changed in the schema', () => {
    for (const max of [5, 9]) {
      const [code] = schemaFields(z.object({ code: z.string().max(max) }), (n) => n)
      expect(code!.maxLength).toBe(max)
      expect(formErrors(z.object({ code: z.string().max(max) }), [code!], { code: 'x'.repeat(7) })).toEqual(
        max < 7 ? { code: { key: 'common.rules.maxLength', params: { max } } } : {},
      )
    }
  })
})

describe('form values', () => {
  it('refuse an empty form on each required field with the schema’s messages', () => {
    const errors = formErrors(schema, fields, draftOf(fields))
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e.key]))).toEqual({
      code: 'common.rules.required',
      stage: 'common.rules.required',
      kinds: 'common.rules.minItems',
      seq: 'common.rules.required',
      price: 'common.rules.required',
    })
  })

  it('send the schema’s types: numbers, lists, ticked choices, defaults for blanks, parsed JSON', () => {
    const draft = {
      ...draftOf(fields),
      code: ' K1 ',
      stage: 'rough',
      kinds: ['lathe'],
      aliases: 'a, b；c',
      steps: '1, 2.5',
      seq: '3',
      price: '12.5',
      extra: '{"a": 1}',
    }
    expect(formErrors(schema, fields, draft)).toEqual({})
    expect(payloadOf(fields, draft)).toEqual({
      code: 'K1',
      nameEn: '',
      stage: 'rough',
      kinds: ['lathe'],
      aliases: ['a', 'b', 'c'],
      steps: [1, 2.5],
      seq: 3,
      diameter: null,
      price: 12.5,
      extra: { a: 1 },
    })
    expect(formErrors(schema, fields, { ...draft, extra: '{' })).toEqual({ extra: { key: 'common.rules.json' } })
    expect(formErrors(schema, fields, { ...draft, seq: '1.5', kinds: ['drill'] })).toMatchObject({
      seq: { key: 'common.rules.integer' },
      kinds: { key: 'common.rules.choice' },
    })
  })

  it('edit a row from its own values', () => {
    const row = {
      code: 'K1',
      nameEn: 'x',
      stage: 'finish',
      kinds: ['saw'],
      aliases: ['a', 'b'],
      steps: [1],
      seq: 2,
      diameter: null,
      price: 3,
    }
    const draft = draftOf(fields, row)
    expect(draft).toMatchObject({ code: 'K1', kinds: ['saw'], aliases: 'a, b', diameter: '', price: '3', extra: '' })
    expect(payloadOf(fields, draft)).toEqual(row)
    expect(fieldValue(fields[7]!, ' 6.8 ')).toBe(6.8)
  })
})
