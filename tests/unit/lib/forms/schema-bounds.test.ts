import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { joinList, splitList } from '../../../../contract/list.ts'
import { boundsAt, boundsOf } from '../../../../src/lib/forms/schema-bounds.ts'
import { schemaErrors } from '../../../../src/lib/forms/schema-errors.ts'
import { parseNumber } from '../../../../src/lib/forms/typed-number.ts'

describe('boundsOf', () => {
  const schema = z.object({
    price: z.number().nonnegative().meta({ money: true }),
    ratio: z.number().positive().max(1),
    days: z.number().int().min(0),
    code: z.string().trim().min(1).max(40),
    note: z.string().max(200).optional(),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string().max(60)).max(5).default([]),
    grades: z.record(
      z
        .string()
        .regex(/^IT\d+$/)
        .meta({ examples: ['IT7'] }),
      z.number().min(0.1),
    ),
  })

  it('reads every limit a form shows', () => {
    const { fields } = boundsOf(schema)
    expect(fields?.price).toEqual({ type: 'number', required: true, min: 0, money: true })
    expect(fields?.ratio).toEqual({ type: 'number', required: true, min: 0, above: true, max: 1 })
    // An integer's implicit safe-integer range is not a limit a person needs to see.
    expect(fields?.days).toEqual({ type: 'integer', required: true, min: 0 })
    expect(fields?.code).toMatchObject({ type: 'string', required: true, minLength: 1, maxLength: 40 })
    expect(fields?.note).toMatchObject({ required: false, maxLength: 200 })
    expect(fields?.kind).toMatchObject({ type: 'string', options: ['a', 'b'] })
    expect(fields?.tags).toMatchObject({ type: 'array', required: false, maxItems: 5, item: { maxLength: 60 } })
    expect(fields?.grades).toMatchObject({ type: 'record', key: { example: 'IT7' }, item: { min: 0.1 } })
    expect(boundsAt(boundsOf(schema), ['grades', 'IT7'])).toMatchObject({ min: 0.1 })
  })
})

describe('schemaErrors', () => {
  const schema = z.object({
    n: z.number().min(1).max(5),
    i: z.number().int(),
    s: z.string().min(1),
    e: z.enum(['x', 'y']),
    r: z.record(z.string().regex(/^\d+$/), z.number()),
  })
  const messages = (value: Record<string, unknown>) =>
    Object.fromEntries(schemaErrors(schema, value).map((p) => [p.path.join('.'), p.error]))

  it('turns each zod issue into one common.rules message with its parameters', () => {
    expect(messages({ n: 0, i: 1.5, s: '', e: 'z', r: { a: 1 } })).toEqual({
      n: { key: 'common.rules.min', params: { min: 1 } },
      i: { key: 'common.rules.integer' },
      s: { key: 'common.rules.required' },
      e: { key: 'common.rules.choice', params: { options: 'x, y' } },
      'r.a': { key: 'common.rules.pattern' },
    })
    expect(messages({ n: Number.NaN, s: 'ok', e: 'x', r: {} })).toEqual({
      n: { key: 'common.rules.number' },
      i: { key: 'common.rules.required' },
    })
    expect(schemaErrors(schema, { n: 5, i: 2, s: 'ok', e: 'y', r: { 7: 1 } })).toEqual([])
  })
})

describe('typed values', () => {
  it('splits lists on every separator people type, and reads only plain numbers', () => {
    expect(splitList(' a, b，c、d; e；f\ng\r\n, ,')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'])
    expect(splitList(joinList(['x', 'y']))).toEqual(['x', 'y'])
    expect([parseNumber(''), parseNumber(' 1.5 '), parseNumber('-2e3')]).toEqual([undefined, 1.5, -2000])
    expect([parseNumber('0x10'), parseNumber('1,5')].every(Number.isNaN)).toBe(true)
  })
})
