import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isMissing, requiredFields, schemaErrors } from '../../../../src/lib/forms/schema-errors.ts'

// A field left empty says "required"; only something typed can be in the wrong format.
describe('schemaErrors: missing is not malformed', () => {
  const schema = z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/)
      .meta({ examples: ['ABC'] }),
    mail: z.email(),
  })
  const errorAt = (value: object, name: string) => schemaErrors(schema, value).find((e) => e.path[0] === name)?.error

  it('says "required" for an empty or blank patterned field', () => {
    expect(errorAt({ code: '', mail: 'a@b.cn' }, 'code')).toEqual({ key: 'common.rules.required' })
    expect(errorAt({ code: '   ', mail: 'a@b.cn' }, 'code')).toEqual({ key: 'common.rules.required' })
    expect(errorAt({ code: 'ABC', mail: '' }, 'mail')).toEqual({ key: 'common.rules.required' })
    expect(isMissing(errorAt({ code: '', mail: '' }, 'code'))).toBe(true)
  })

  it('says "wrong format" (with the example) only for a typed value', () => {
    expect(errorAt({ code: 'ab', mail: 'a@b.cn' }, 'code')).toEqual({
      key: 'common.rules.patternExample',
      params: { example: 'ABC' },
    })
    expect(errorAt({ code: 'ABC', mail: 'x@' }, 'mail')).toEqual({ key: 'common.rules.pattern' })
    expect(isMissing(errorAt({ code: 'ab', mail: '' }, 'code'))).toBe(false)
  })
})

describe('requiredFields: the asterisk agrees with the check', () => {
  it('marks the fields a blank value is refused for as missing, and no optional or defaulted one', () => {
    const schema = z.object({
      code: z.string().regex(/^[A-Z]{3}$/),
      name: z.string().trim().min(1),
      note: z.string().max(20),
      sort: z.number().default(0),
      mail: z.email().optional(),
      tags: z.array(z.string()).min(1),
    })
    expect([...requiredFields(schema, { code: '', name: '', note: '', tags: [] })].sort()).toEqual(['code', 'name'])
  })
})
