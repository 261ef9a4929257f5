import { describe, expect, it } from 'vitest'
import { LIBRARY_INPUTS, PROCESS_LIBRARIES, type Craft, type Tool } from '../../../../contract/process-library.ts'
import type { ProcessLibrary } from '../../../../contract/process-library.ts'
import { LIBRARY_FIELDS, libraryFields, librarySchema } from '../../../../src/features/process-library/lib/fields.ts'
import { draftOf, formErrors, payloadOf, type Draft } from '../../../../src/lib/schema-form/values.ts'

// The dialog's form: the kit's values over each library's fields and schema (the code fixed once created).
const libraryDraft = (library: ProcessLibrary, row?: Record<string, unknown>) => draftOf(LIBRARY_FIELDS[library], row)
const libraryBody = (library: ProcessLibrary, draft: Draft, editing: boolean) =>
  payloadOf(libraryFields(library, editing), draft)
const libraryErrors = (library: ProcessLibrary, draft: Draft, editing: boolean) =>
  formErrors(librarySchema(library, editing), libraryFields(library, editing), draft)

const stamp = { id: 7, enabled: true, updateTime: '2026-11-24T08:00:00.000Z' }
const drill: Tool = {
  ...stamp,
  code: 'DR-8.5',
  name: '钻头 Φ8.5',
  nameEn: 'Drill 8.5',
  type: 'drill',
  diameter: 8.5,
  size: '',
  toolMaterial: 'carbide',
  coating: 'TiAlN',
  suitableMaterials: ['Al', 'steel'],
}
const keys = (errors: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, e.key]))

describe('library dialog fields', () => {
  it('cover every field of each library’s contract input, and nothing else', () => {
    for (const library of PROCESS_LIBRARIES)
      expect(LIBRARY_FIELDS[library].map((f) => f.name).sort()).toEqual(
        Object.keys(LIBRARY_INPUTS[library].shape).sort(),
      )
  })
})

describe('library form', () => {
  it('refuses an empty craft form on each required field, as the server would', () => {
    expect(keys(libraryErrors('crafts', libraryDraft('crafts'), false))).toEqual({
      code: 'common.rules.required',
      nameZh: 'common.rules.required',
      stage: 'common.rules.required',
      seq: 'common.rules.required',
      timeBasis: 'common.rules.required',
      timeFactor: 'common.rules.required',
    })
  })

  it('names the bound that a value breaks: IT grade, negative travel, a bad code, text for a number', () => {
    const craft = { ...libraryDraft('crafts'), code: 'has space', itGrade: '19', seq: '2.5' }
    expect(keys(libraryErrors('crafts', craft, false))).toMatchObject({
      code: 'common.rules.pattern',
      itGrade: 'common.rules.max',
      seq: 'common.rules.integer',
    })
    const machine = { ...libraryDraft('equipment'), travelX: '-1', maxRpm: 'fast' }
    expect(libraryErrors('equipment', machine, false)).toMatchObject({
      travelX: { key: 'common.rules.min', params: { min: 0 } },
      maxRpm: { key: 'common.rules.number' },
    })
  })

  it('sends numbers as numbers, an empty optional number as null and choices as lists', () => {
    const draft = {
      ...libraryDraft('tools'),
      code: 'T1',
      name: '刀',
      type: 'tap',
      size: 'M6',
      suitableMaterials: ['SS'],
    }
    expect(libraryErrors('tools', draft, false)).toEqual({})
    expect(libraryBody('tools', draft, false)).toEqual({
      code: 'T1',
      name: '刀',
      nameEn: '',
      type: 'tap',
      diameter: null,
      size: 'M6',
      toolMaterial: '',
      coating: '',
      suitableMaterials: ['SS'],
    })
    expect(libraryBody('tools', { ...draft, diameter: ' 6.8 ' }, false)).toMatchObject({ diameter: 6.8 })
  })

  it('edits a row from its own values and never sends its code', () => {
    const draft = libraryDraft('tools', drill)
    expect(draft).toMatchObject({ code: 'DR-8.5', diameter: '8.5', suitableMaterials: ['Al', 'steel'] })
    // A code the create schema would refuse does not matter once the row exists.
    const body = libraryBody('tools', { ...draft, code: 'x y', coating: 'TiN' }, true)
    expect(body).not.toHaveProperty('code')
    expect(body).toMatchObject({ name: '钻头 Φ8.5', diameter: 8.5, coating: 'TiN' })
    expect(libraryErrors('tools', { ...draft, code: 'x y' }, true)).toEqual({})
  })

  it('keeps a craft’s null accuracy empty and sends it back as null', () => {
    const saw: Craft = {
      ...stamp,
      code: 'CUT',
      nameZh: '下料',
      nameEn: 'Cutting',
      stage: 'cutting',
      seq: 30,
      equipmentTypes: ['saw'],
      toolTypes: ['saw-blade'],
      itGrade: null,
      ra: null,
      timeBasis: 'fixed',
      timeFactor: 5,
      description: '',
    }
    const draft = libraryDraft('crafts', saw)
    expect(draft).toMatchObject({ itGrade: '', ra: '', seq: '30' })
    expect(libraryBody('crafts', draft, true)).toMatchObject({ itGrade: null, ra: null, seq: 30, timeFactor: 5 })
  })
})
