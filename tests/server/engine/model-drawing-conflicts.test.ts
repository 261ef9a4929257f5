import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  analyzeModel,
  defaultQuoteConfig,
  extractDrawing,
  priceQuote,
  type DrawingReport,
  type GeometryReport,
  type QuoteOverrides,
} from '../../../server/engine/index.ts'
import { findConflicts } from '../../../server/engine/conflicts/index.ts'
import { defaultLibraryOptions } from '../../../server/engine/planning/index.ts'
import { fixture } from './support/fixtures.ts'

// Pairs made by scripts/fixtures/make-conflict-drawings.py: each drawing disagrees with its model
// (or with what the buyer entered) in one way, one agrees in every way. values.json holds what
// each was built to raise, from the construction, never from the engine under test.
interface Case {
  model: string
  drawing: string
  modelName: string
  form: QuoteOverrides
  conflicts: { kind: string; id: string; drawing: string | number; model: string | number }[]
}
const cases = JSON.parse(
  readFileSync(join(process.cwd(), 'tests/fixtures/3d/conflicts/values.json'), 'utf8'),
) as Record<string, Case>

const config = defaultQuoteConfig()
const libraries = defaultLibraryOptions()
const read = new Map<string, { geometry: GeometryReport; drawing: DrawingReport }>()

beforeAll(async () => {
  for (const [name, c] of Object.entries(cases))
    read.set(name, {
      geometry: await analyzeModel(fixture(c.model), { fileName: c.model }),
      drawing: await extractDrawing(fixture(c.drawing), { fileName: c.drawing }),
    })
}, 180_000)

const inputsOf = (name: string, overrides: QuoteOverrides = cases[name]!.form) => ({
  ...read.get(name)!,
  overrides,
  modelName: cases[name]!.modelName,
})
/** A re-price body as the overrides it stores (a null clears, so it is left out). */
const own = (changes: object): QuoteOverrides =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null && v !== undefined))
const conflictsOf = (name: string, overrides?: QuoteOverrides) =>
  findConflicts({ ...inputsOf(name, overrides), config })

describe('model–drawing conflicts', () => {
  it.each(Object.keys(cases))('%s: raises exactly the conflicts it was made with', (name) => {
    const found = conflictsOf(name).map((c) => ({
      kind: c.kind,
      id: c.id,
      drawing: c.drawing.value,
      model: typeof c.model.value === 'number' ? Math.round(c.model.value * 100) / 100 : c.model.value,
    }))
    expect(found).toEqual(cases[name]!.conflicts)
  })

  it('shows each conflict where it stands: the callout’s box on the drawing, the holes’ faces on the model', () => {
    const [thread] = conflictsOf('threads')
    expect(thread!.drawing).toMatchObject({ text: '4×M6 深12', page: 1, box: { x: 150, y: 230 } })
    // The two Ø5 tap-drill holes, each its wall and its drill point.
    expect(thread!.model.faces).toHaveLength(4)
    const [name] = conflictsOf('name')
    expect(name!.drawing.box).toMatchObject({ x: 330, y: 50 })
  })

  it('an unresolved conflict holds the quote; taking a side clears it and keeps the choice', () => {
    const held = priceQuote(inputsOf('threads'), config, libraries)
    expect(held.reviewFlags).toContainEqual({ code: 'conflict', params: { count: 1 } })
    const [thread] = held.conflicts!
    const taken = priceQuote(inputsOf('threads', own(thread!.choices.drawing)), config, libraries)
    expect(taken.reviewFlags.some((f) => f.code === 'conflict')).toBe(false)
    expect(taken.conflicts).toMatchObject([{ id: 'thread:M6', resolution: 'drawing' }])
  })

  it('taking the drawing’s 4×M6 prices two more tapped holes than the model’s two', () => {
    const [thread] = conflictsOf('threads')
    const asModel = priceQuote(inputsOf('threads', own(thread!.choices.model)), config, libraries)
    const asDrawing = priceQuote(inputsOf('threads', own(thread!.choices.drawing)), config, libraries)
    expect(thread!.choices.drawing.threads).toEqual([{ size: 'M6', count: 4 }])
    expect(thread!.choices.model.threads).toEqual([{ size: 'M6', count: 2 }])
    expect(Number(asDrawing.unitPrice)).toBeGreaterThan(Number(asModel.unitPrice))
  })

  it('taking the drawing’s material prices it as the buyer’s own choice', () => {
    const material = conflictsOf('form').find((c) => c.kind === 'material')!
    const taken = priceQuote(
      inputsOf('form', own({ ...cases.form!.form, ...material.choices.drawing })),
      config,
      libraries,
    )
    expect(taken.values.material).toEqual({ value: '45#', source: 'user' })
    // The buyer's 6061 and the drawing's 45# now agree; the quantity and the treatment still wait.
    expect(taken.conflicts!.map((c) => c.id)).toEqual(['quantity', 'surfaceTreatments'])
  })

  it('a choice on one conflict keeps the choices made on the others', () => {
    const [quantity, treatment] = conflictsOf('form').slice(1)
    const first = own({ ...cases.form!.form, ...quantity!.choices.model })
    const second = conflictsOf('form', first).find((c) => c.id === treatment!.id)!
    expect(second.choices.model.conflictChoices).toEqual({ quantity: 'model', surfaceTreatments: 'model' })
  })
})
