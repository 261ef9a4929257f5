import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  analyzeModel,
  analyzeText,
  defaultQuoteConfig,
  extractDrawing,
  priceQuote,
  resolveInputs,
  threadsAsCalled,
  type DrawingReport,
  type GeometryReport,
  type TextItem,
} from '../../../server/engine/index.ts'
import { defaultLibraryOptions, planRoute } from '../../../server/engine/planning/index.ts'
import { fixture } from './support/fixtures.ts'

// Parts and drawings made by scripts/fixtures/make-callout-parts.py; truth.json holds what each was
// built with, never what the engine reads.
interface Truth {
  threads: { size: string; count: number }[]
  reamedHoles: number
  fits: { nominal: number; hole: string; count: number }[]
  quantity?: number
}
const truth = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/3d/callouts/truth.json'), 'utf8')) as Record<
  string,
  Truth
>

const config = defaultQuoteConfig()
const parts = new Map<string, { geometry: GeometryReport; drawing: DrawingReport }>()

beforeAll(async () => {
  for (const name of Object.keys(truth)) {
    parts.set(name, {
      geometry: await analyzeModel(fixture(`3d/callouts/${name}.step`), { fileName: `${name}.step` }),
      drawing: await extractDrawing(fixture(`2d/callouts/${name}.dxf`), { fileName: `${name}.dxf` }),
    })
  }
}, 120_000)

const part = (name: string) => parts.get(name)!
const route = (name: string, quantity?: number, drawing: DrawingReport | null = part(name).drawing) =>
  planRoute(
    { geometry: part(name).geometry, drawing, ...(quantity !== undefined ? { quantity } : {}), overrides: {} },
    defaultLibraryOptions(),
    config,
  )
const resolved = (name: string) =>
  resolveInputs({ geometry: part(name).geometry, drawing: part(name).drawing, overrides: {} }, config)
const op = (ops: ReturnType<typeof route>['operations'], code: string) => ops.find((o) => o.craftCode === code)

/** A drawing of one line per callout, each on its own row of a view. */
const lines = (...texts: string[]) =>
  analyzeText(
    texts.map((text, i): TextItem => ({
      text,
      page: 1,
      box: { x: 0, y: i * 20, width: 10 * text.length, height: 12 },
      source: 'pdf-text',
      size: 10,
    })),
  )

describe('depth, radius, chamfer and count are never fits', () => {
  it.each(['深12 R5', '深12R5', 'DP12 R3', '40×30 深12 R5', '10 C1', '20 R5', '4×R5'])('%s', (text) => {
    const { findings, summary } = lines(text)
    expect(findings.filter((f) => f.field === 'fit')).toEqual([])
    expect(summary).toMatchObject({ tightCount: 0, reamedHoles: 0 })
    expect(summary.tightestItGrade).toBeUndefined()
  })

  it('still reads a fit written tight against its diameter', () => {
    expect(lines('Ø12R7').summary).toMatchObject({ tightestItGrade: 7, reamedHoles: 1, reamedFits: [12] })
    expect(lines('Ø40 H7').summary).toMatchObject({ reamedHoles: 1, reamedFits: [40] })
  })
})

describe('a callout repeated in the notes is one requirement', () => {
  it('counts a view callout and its restatement in the numbered notes once', () => {
    const { summary } = lines('2×M6 深12', '2×Ø8H7', '技术要求', '1. 2×M6螺纹孔深12', '2. 2×Ø8H7孔铰制')
    expect(summary.threads).toEqual([{ size: 'M6', count: 2 }])
    expect(summary).toMatchObject({ reamedHoles: 2, reamedFits: [8, 8], tightCount: 2 })
  })

  it('reads unnumbered lines under a notes heading as notes', () => {
    const { findings, summary } = lines('4×M8', '技术要求', '4×M8 螺纹孔攻通')
    expect(findings.filter((f) => f.field === 'thread').map((f) => Boolean(f.note))).toEqual([false, true])
    expect(summary.threads).toEqual([{ size: 'M8', count: 4 }])
  })

  it('adds up separate callouts on the views', () => {
    expect(lines('2×M6', '2×M6').summary.threads).toEqual([{ size: 'M6', count: 4 }])
  })

  it('takes the larger count when the notes say more than the views', () => {
    expect(lines('M6', '技术要求', '1. 3×M6').summary.threads).toEqual([{ size: 'M6', count: 3 }])
  })
})

describe('pocketed block: "40×30 深12 R5", 2×M6 on the view and in the notes', () => {
  const name = 'pocket-block'

  it('reads the pocket callout as no fit and the thread once', () => {
    const d = part(name).drawing
    expect(d.findings.filter((f) => f.field === 'fit')).toEqual([])
    const threads = d.findings.filter((f) => f.field === 'thread')
    expect(threads.map((f) => Boolean(f.note))).toEqual([false, true])
    expect(d.summary).toMatchObject({ threads: truth[name]!.threads, reamedHoles: truth[name]!.reamedHoles })
    expect(d.summary.tightestItGrade).toBeUndefined()
  })

  it('prices two M6 and no reamed hole', () => {
    const r = resolved(name)
    expect(r.features.threads.value).toEqual(truth[name]!.threads)
    expect(r.features.reamed.value).toBe(0)
    expect(r.tightGrade).toBeUndefined()
  })

  it('routes two taps, no reaming, grinding or CMM', () => {
    const { operations } = route(name, 5)
    expect(op(operations, 'CR-TAP')?.reason.params).toEqual({ count: 2, sizes: 'M6' })
    for (const code of ['CR-REAM', 'CR-BORE-F', 'CR-GRIND-S', 'CR-CMM']) expect(op(operations, code)).toBeUndefined()
  })
})

describe('plate with Ø14 counterbores and an M6 callout', () => {
  const name = 'cbore-plate'

  it('has threads only where the drawing calls them: no M16 on the Ø14 counterbores', () => {
    const { geometry, drawing } = part(name)
    const threads = threadsAsCalled(geometry.features ?? [], drawing.summary).filter((f) => f.kind === 'thread')
    expect(threads.map((t) => [t.thread, t.diameter])).toEqual([
      ['M6', 5],
      ['M6', 5],
    ])
    expect(resolved(name).features.threads.value).toEqual(truth[name]!.threads)
  })

  it('taps only the two M6 holes', () => {
    const { operations } = route(name, 5)
    expect(operations.filter((o) => o.craftCode === 'CR-TAP' || o.craftCode === 'CR-THREAD-MILL')).toHaveLength(1)
    expect(op(operations, 'CR-TAP')?.reason.params).toEqual({ count: 2, sizes: 'M6' })
    expect(op(operations, 'CR-TAP')?.review).toEqual([])
  })

  it('taps nothing when no drawing calls a thread, as the quote prices none', () => {
    const { operations } = route(name, 5, null)
    expect(operations.filter((o) => o.craftCode === 'CR-TAP' || o.craftCode === 'CR-THREAD-MILL')).toEqual([])
    const r = resolveInputs({ geometry: part(name).geometry, drawing: null, overrides: {} }, config)
    expect(r.features.threads.value).toEqual([])
  })

  it('reports a callout that matches no hole of the model, priced once', () => {
    const drawing = { ...part(name).drawing, ...lines('M8') }
    const { operations } = route(name, 5, drawing)
    const taps = op(operations, 'CR-TAP')!
    expect(taps.reason.params).toEqual({ count: 1, sizes: 'M8' })
    expect(taps.review.map((m) => [m.code, m.params])).toEqual([['plan.review.threadUnmatched', { count: 1 }]])
  })
})

describe('plate with a Ø40H7 bore and two Ø11 bolt holes; quantity in the title block', () => {
  const name = 'bore-plate'

  it('reads one Ø40H7 fit though the notes repeat it, and the quantity', () => {
    const s = part(name).drawing.summary
    const fit = truth[name]!.fits[0]!
    expect(s).toMatchObject({
      reamedHoles: truth[name]!.reamedHoles,
      reamedFits: [fit.nominal],
      tightCount: fit.count,
      quantity: truth[name]!.quantity,
    })
    expect(resolved(name).features.reamed.value).toBe(truth[name]!.reamedHoles)
  })

  it('finishes the Ø40 bore, not the bolt holes', () => {
    const { geometry } = part(name)
    const bore = geometry.features!.find((f) => f.kind === 'hole' && Math.abs(f.diameter! - 40) < 0.01)!
    const { operations } = route(name, 5)
    expect(op(operations, 'CR-BORE-F')?.featureIds).toEqual([bore.id])
    expect(op(operations, 'CR-REAM')).toBeUndefined()
  })

  it('reports a fit whose Ø no hole of the model has, rather than reaming a bolt hole', () => {
    const { operations } = route(name, 5, { ...part(name).drawing, ...lines('Ø25H7') })
    const ream = op(operations, 'CR-REAM')!
    expect(ream.featureIds).toEqual([])
    expect(ream.review.map((m) => [m.code, m.params])).toEqual([['plan.review.fitUnknown', { count: 1 }]])
    expect(op(operations, 'CR-BORE-F')).toBeUndefined()
  })

  it('quotes and routes the drawing’s quantity when the request gives none', () => {
    const quantity = truth[name]!.quantity!
    expect(route(name).context.quantity).toBe(quantity)
    expect(route(name, 3).context.quantity).toBe(3)
    const { geometry, drawing } = part(name)
    expect(priceQuote({ geometry, drawing, overrides: {} }, config, defaultLibraryOptions()).quantity).toBe(quantity)
  })
})
