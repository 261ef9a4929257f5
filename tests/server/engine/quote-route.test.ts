import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  analyzeModel,
  dec,
  defaultLibraryOptions,
  defaultQuoteConfig,
  money,
  planRoute,
  priceQuote,
  quoteRoute,
  resolveInputs,
  routeMinutes,
  type QuoteBreakdown,
  type QuoteInputs,
} from '../../../server/engine/index.ts'
import { pmiCoefficients } from '../../../server/engine/pricing/pmi.ts'
import { DEFAULT_CRAFTS } from '../../../server/engine/planning/index.ts'
import { MACHINING_BASES } from '../../../server/engine/planning/times.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import { generatePart, prng } from './planning/generated-parts.ts'
import { without } from './planning/helpers.ts'
import { shaftDrawing, shaftGeometry } from './planning/parts.ts'
import { fixture } from './support/fixtures.ts'
import { blockGeometry, exampleDrawing } from './support/reports.ts'

// The quote is priced from the route the part will be made by: same machines, same setups, same
// minutes, and machining = Σ operation minutes / 60 × the hourly rate of its machine's kind in the
// cost tables (× k_tol × k_Ra).

const config = defaultQuoteConfig()
const line = (q: QuoteBreakdown, key: string) => q.breakdown.find((l) => l.key === key)!
const input = (q: QuoteBreakdown, key: string, name: string) => line(q, key).inputs.find((i) => i.name === name)?.value
/** The cost-table row each kind of machine that machines is priced by (its hourly rate). */
const PRICED_AS: Record<string, string> = {
  vmc3: 'VMC3',
  vmc4: 'VMC4',
  vmc5: 'M5AX',
  gantry: 'VMC3',
  lathe: 'LATHE',
  'turn-mill': 'TURNMILL',
  swiss: 'TURNMILL',
}
const kindOf = (libraries: LibraryOptions, code: string) => libraries.equipment.find((e) => e.code === code)!.type

/** Timed by the machining model: by the library's craft, or the default craft when the library lacks it. */
const isMachining = (libraries: LibraryOptions, code: string) =>
  (MACHINING_BASES as readonly string[]).includes(
    (libraries.crafts.find((c) => c.code === code) ?? DEFAULT_CRAFTS.find((c) => c.code === code))?.timeBasis ?? '',
  )

describe('a block with a port 30° off Z (FreeCAD fixture tests/fixtures/3d/angled)', () => {
  const truth = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/3d/angled/port-block.json'), 'utf8'))
  const libraries = defaultLibraryOptions()

  it('is quoted on the 5-axis machine its route uses, in the route’s two setups', async () => {
    const geometry = await analyzeModel(fixture('3d/angled/port-block.step'), { fileName: 'port-block.step' })
    const port = geometry.holes.find((h) => h.diameter === 8)!
    expect(port.axis.map((c) => Math.abs(c))).toEqual(truth.holes[0].axis.map((c: number) => expect.closeTo(c, 3)))
    const route = planRoute({ geometry, drawing: null, quantity: 5, overrides: {} }, libraries, config).operations
    const machining = route.filter((o) => isMachining(libraries, o.craftCode))
    expect(new Set(machining.map((o) => o.equipmentCode))).toEqual(new Set(['EQ-VMC5']))

    const q = priceQuote({ geometry, drawing: null, overrides: { quantity: 5 } }, config, libraries)
    expect(input(q, 'machining', 'machine')).toBe('EQ-VMC5') // was VMC3: the 3-axis guess
    expect(input(q, 'machining', 'rate')).toBe(300)
    expect(input(q, 'machining', 'setups')).toBe(2)
    expect(line(q, 'machining').stages!.flatMap((s) => s.equipment)).toEqual(expect.arrayContaining(['EQ-VMC5']))
    // Σ route minutes at 300 ¥/h; k_tol = k_Ra = 1 without a drawing.
    const minutes = machining.reduce((s, o) => s + o.timeMin, 0)
    expect(line(q, 'machining').amount).toBe(money(dec(minutes).times(300).div(60)))
    // 5-axis ⇒ complex, ×2: (2 × 60 setup + 15 FAI) min × 300/60 + 3 h × 2 × 100 = 1275 over 5 pieces.
    expect(input(q, 'batch', 'programmingTier')).toBe('complex')
    expect(line(q, 'batch').amount).toBe('255.00')
  })
})

describe('quote and route agree over generated parts', () => {
  const PARTS = 120
  const cases = Array.from({ length: PARTS }, (_, seed) => {
    const part = generatePart(seed + 1)
    const r = prng(seed + 11)
    // Every third part with a machine or craft disabled, as a shop's libraries may be.
    const libraries =
      seed % 3 === 0
        ? without([r.pick(['EQ-VMC5', 'EQ-VMC4', 'EQ-VMC3', 'EQ-LATHE', 'EQ-TURNMILL', 'CR-TAP'])])
        : defaultLibraryOptions()
    return { seed, part, libraries }
  })

  it('on machine, setups and minutes, and machining = Σ route operations at their machines’ rates to the cent', () => {
    let checked = 0
    for (const { seed, part, libraries } of cases) {
      const inputs: QuoteInputs = {
        geometry: part.geometry,
        drawing: part.drawing,
        overrides: { quantity: part.quantity },
      }
      const route = planRoute(
        { geometry: part.geometry, drawing: part.drawing, quantity: part.quantity, overrides: {} },
        libraries,
        config,
      ).operations
      expect(quoteRoute(inputs, config, libraries, part.quantity), `seed ${seed}`).toEqual(route)
      const q = priceQuote(inputs, config, libraries)
      const machining = route.filter((o) => isMachining(libraries, o.craftCode))
      const totals = routeMinutes(route, libraries)
      expect(input(q, 'machining', 'setups'), `seed ${seed}`).toBe(totals.setups)
      expect(input(q, 'batch', 'setups'), `seed ${seed}`).toBe(totals.setups)
      const minutes = machining.reduce((s, o) => s + o.timeMin, 0)
      expect(input(q, 'machining', 't_part'), `seed ${seed}`).toBeCloseTo(minutes, 6)
      const stages = line(q, 'machining').stages!
      expect(
        stages.map((s) => s.stage),
        `seed ${seed}`,
      ).toEqual([...new Set(machining.map((o) => o.stage))])
      for (const s of stages) {
        const ops = machining.filter((o) => o.stage === s.stage)
        expect(s.equipment, `seed ${seed}`).toEqual([...new Set(ops.flatMap((o) => o.equipmentCode ?? []))])
      }
      const byMachine = new Map<string | null, number>()
      for (const o of machining) byMachine.set(o.equipmentCode, (byMachine.get(o.equipmentCode) ?? 0) + o.timeMin)
      const most = Math.max(...byMachine.values())
      expect(input(q, 'machining', 'machine'), `seed ${seed}`).toBe(
        [...byMachine].find(([, m]) => m === most)![0] ?? '',
      )
      // Operations whose machine the libraries lack are priced by a fallback rule; the rest exactly.
      if (machining.some((o) => o.equipmentCode === null)) continue
      const rate = (code: string) => config.machining.machines[PRICED_AS[kindOf(libraries, code)]!]!.rate
      const { kTol, kRa } = pmiCoefficients(config, resolveInputs(inputs, config))
      const expected = machining
        .reduce((s, o) => s.plus(dec(o.timeMin).times(rate(o.equipmentCode!)).div(60)), dec(0))
        .times(kTol)
        .times(kRa)
      expect(line(q, 'machining').amount, `seed ${seed}`).toBe(money(expected))
      checked++
    }
    expect(checked).toBeGreaterThan(PARTS * 0.8)
  })
})

describe('an edited route re-prices', () => {
  const libraries = defaultLibraryOptions()
  const base: QuoteInputs = { geometry: blockGeometry(), drawing: exampleDrawing() }
  const planned = quoteRoute(base, config, libraries, 10)
  const priced = (route = planned) => priceQuote({ ...base, overrides: { route } }, config, libraries)

  it('as planned, it is the quote', () => {
    expect(priced().unitPrice).toBe(priceQuote(base, config, libraries).unitPrice)
    expect(line(priced(), 'machining').amount).toBe('34.48') // the worked example's 20.69 min × 100/60
  })

  it('a clamping moved from the VMC850 (100 ¥/h, 30 min setup) to the 4-axis (140 ¥/h, 40 min)', () => {
    // Setup 3 finishes +Z with the holes and taps: 5.21 + 2 + 1.53 = 8.74 min.
    const setup3 = planned.filter((o) => o.setup === 3)
    expect(setup3.map((o) => o.timeMin)).toEqual([5.21, 2, 1.53])
    const swapped = planned.map((o) => (o.setup === 3 ? { ...o, equipmentCode: 'EQ-VMC4' } : o))
    const q = priced(swapped)
    // 34.483333 + 8.74 × (140 − 100) / 60 = 40.31
    expect(line(q, 'machining').amount).toBe('40.31')
    // (3 × 30 × 100 + 40 × 140) / 60 + 15 × 100 / 60 + 150 = 418.33 over 10 pieces
    expect(line(q, 'batch').amount).toBe('41.83')
    expect(line(q, 'machining').stages!.find((s) => s.stage === 'drilling')!.equipment).toEqual(['EQ-VMC4'])
    expect(input(q, 'machining', 'machine')).toBe('EQ-VMC3') // still the most minutes
    expect(input(q, 'machining', 'machine')).not.toBe(undefined)
  })

  it('an operation removed takes its minutes with it', () => {
    const noTap = planned.filter((o) => o.craftCode !== 'CR-TAP')
    // 34.483333 − 2 × 100 / 60 = 31.15
    expect(line(priced(noTap), 'machining').amount).toBe('31.15')
    expect(line(priced(noTap), 'machining').stages!.map((s) => s.stage)).not.toContain('threading')
  })

  it('a machine the user names takes the machining its kind can do', () => {
    const q = priceQuote({ ...base, overrides: { machine: 'M5AX' } }, config, libraries)
    expect(input(q, 'machining', 'machine')).toBe('EQ-VMC5')
    expect(input(q, 'machining', 'machine')).not.toBe(input(priced(), 'machining', 'machine'))
    // 20.69 min × 300/60; 5-axis programming is complex ×2.
    expect(line(q, 'machining').amount).toBe('103.45')
    expect(input(q, 'batch', 'programmingTier')).toBe('complex')
  })
})

describe('quantity breaks', () => {
  it('are each priced from the route for that quantity: the price a change of quantity gives', () => {
    const libraries = defaultLibraryOptions()
    const inputs = (quantity: number): QuoteInputs => ({
      geometry: shaftGeometry(),
      drawing: shaftDrawing(),
      overrides: { quantity },
    })
    // At 10 pieces the keyway is a second clamping on the VMC; 100 pieces go on the turn-mill.
    const few = quoteRoute(inputs(10), config, libraries, 10)
    const many = quoteRoute(inputs(100), config, libraries, 100)
    expect(few.find((o) => o.craftCode === 'CR-KEYWAY')!.equipmentCode).toBe('EQ-VMC3')
    expect(many.find((o) => o.craftCode === 'CR-KEYWAY')!.equipmentCode).toBe('EQ-TURNMILL')
    const q10 = priceQuote(inputs(10), config, libraries)
    for (const b of q10.quantityBreaks) {
      expect(b.unitPrice, `Q ${b.quantity}`).toBe(priceQuote(inputs(b.quantity), config, libraries).unitPrice)
    }
    // An edited route is a person's decision: every quantity is priced from it as given.
    const edited = priceQuote({ ...inputs(10), overrides: { quantity: 10, route: few } }, config, libraries)
    const at100 = edited.quantityBreaks.find((b) => b.quantity === 100)!
    expect(at100.unitPrice).toBe(
      priceQuote({ ...inputs(100), overrides: { quantity: 100, route: few } }, config, libraries).unitPrice,
    )
    expect(at100.unitPrice).not.toBe(priceQuote(inputs(100), config, libraries).unitPrice)
  })
})
