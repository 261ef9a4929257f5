import { beforeAll, describe, expect, it } from 'vitest'
import {
  analyzeModel,
  applyThreadCallouts,
  type GeometryReport,
  type RecognisedFeature,
} from '../../../server/engine/index.ts'
import { fixture } from './support/fixtures.ts'
import { countByKind, matchesKnown, type Known } from './support/known-features.ts'

// The parts and their features come from scripts/fixtures/make-feature-parts.py (FreeCAD 0.20.2,
// OpenCASCADE): every expectation below is a construction parameter of that script, not an output
// of the code under test.
const PARTS = JSON.parse(new TextDecoder().decode(fixture('3d/features/features.json'))) as Record<
  string,
  { volume: number; faces: number; features: Known[] }
>

const reports = new Map<string, GeometryReport>()

beforeAll(async () => {
  for (const name of Object.keys(PARTS)) {
    reports.set(name, await analyzeModel(fixture(`3d/features/${name}`), { fileName: name }))
  }
}, 120_000)

describe.each(Object.keys(PARTS))('feature recognition on %s', (name) => {
  const part = PARTS[name]!
  const features = () => reports.get(name)!.features!

  it('reads as the closed solid FreeCAD built (volume within 0.5 %)', () => {
    const r = reports.get(name)!
    expect(r.closed).toBe(true)
    expect(r.featureSource).toBe('brep')
    expect(Math.abs(r.volume - part.volume) / part.volume).toBeLessThan(0.005)
  })

  it.each(part.features.map((f) => [`${f.count ?? 1}× ${f.kind}`, f] as const))(
    'finds %s with its sizes and access directions',
    (_, want) => {
      const hits = features().filter((f) => matchesKnown(f, want, reports.get(name)!))
      expect(hits, JSON.stringify(features().filter((f) => f.kind === want.kind))).toHaveLength(want.count ?? 1)
    },
  )

  it('reports no other features: counts per kind equal the construction', () => {
    expect(countByKind(features())).toEqual(countByKind(part.features))
  })

  it('keeps valid, non-empty face lists; only a tapped hole shares its faces with its thread', () => {
    const owner = new Map<number, RecognisedFeature>()
    for (const f of features()) {
      expect(f.faces.length).toBeGreaterThan(0)
      expect(f.access.length).toBeGreaterThan(0)
      for (const face of f.faces) {
        expect(Number.isInteger(face) && face >= 0 && face < part.faces).toBe(true)
        const other = owner.get(face)
        if (other) expect([other.kind, f.kind].sort()).toEqual(['hole', 'thread'])
        owner.set(face, f)
      }
      for (const d of f.access) expect(Math.hypot(...d)).toBeCloseTo(1, 3)
    }
    expect(new Set(features().map((f) => f.id)).size).toBe(features().length)
  })
})

// featuretype.STEP (third-party, MIT): sizes read off its analytic faces with FreeCAD, see
// scripts/fixtures/featuretype-reference.py — e.g. the R3.175 pocket's walls span x −32.726…−19.153.
const FEATURETYPE: Known[] = [
  { kind: 'pocket', open: false, length: 16.818, width: 13.573, depth: 5.08, cornerRadius: 3.175 },
  { kind: 'pocket', open: false, length: 21.663, width: 18.03, depth: 5.08, cornerRadius: 2.54 },
  { kind: 'pocket', open: false, length: 12.7, width: 12.7, depth: 3.175, cornerRadius: 0 },
  { kind: 'pocket', open: true, length: 34.925, width: 15.41, depth: 4.763, cornerRadius: 3.175 },
  { kind: 'pocket', open: true, length: 34.925, width: 16.652, depth: 12.7, cornerRadius: 12.7 },
  {
    kind: 'chamfer',
    size: 12.7,
    access: [
      [-Math.SQRT1_2, 0, Math.SQRT1_2],
      [0, 1, 0],
      [0, -1, 0],
    ],
  },
]

describe('feature recognition on featuretype.STEP (checked against its analytic faces)', () => {
  let report: GeometryReport
  beforeAll(async () => {
    report = await analyzeModel(fixture('3d/step/featuretype.STEP'), { fileName: 'featuretype.STEP' })
  }, 60_000)

  it.each(FEATURETYPE.map((f, i) => [i + 1, f.kind, f] as const))('%i: the %s', (_, __, want) => {
    expect(report.features!.filter((f) => matchesKnown(f, want, report))).toHaveLength(1)
  })

  it('hole and counterbore features agree with the holes the report already lists', () => {
    const diameters = (list: { diameter?: number }[]) => list.map((h) => h.diameter!.toFixed(2)).sort()
    const bores = report.features!.filter((f) => f.kind === 'hole' || f.kind === 'counterbore')
    expect(diameters(bores)).toEqual(diameters(report.holes))
  })
})

describe('feature recognition beside the existing measurements', () => {
  it('is deterministic: the same file gives the same features', async () => {
    const again = await analyzeModel(fixture('3d/features/block.step'), { fileName: 'block.step' })
    expect(again.features).toEqual(reports.get('block.step')!.features)
  })

  it('a mesh format (STL) has no faces to read: no features, no crash', async () => {
    const r = await analyzeModel(fixture('3d/stl/featuretype.STL'), { fileName: 'featuretype.STL', units: 'inch' })
    expect(r.featureSource).toBe('none')
    expect(r.features).toEqual([])
  })

  it('an unsewn (open) IGES shell is not read: its edges cannot be told convex or concave', async () => {
    const r = await analyzeModel(fixture('3d/iges/single_rounded_cube.igs'), { fileName: 'cube.igs' })
    expect(r.closed).toBe(false)
    expect(r.features).toEqual([])
  })
})

describe('thread callouts from the drawing', () => {
  const block = () => reports.get('block.step')!.features!
  const plate = () => reports.get('plate.step')!.features!

  it('a callout of the size the tap-drill hole implies keeps one thread and its id', () => {
    const out = applyThreadCallouts(block(), [{ size: 'M6', count: 1 }])
    expect(out.filter((f) => f.kind === 'thread').map((f) => [f.id, f.thread])).toEqual([['thread-1', 'M6']])
  })

  it('a hole drawn at the nominal Ø becomes a thread; the next id continues the numbering', () => {
    const out = applyThreadCallouts(block(), [{ size: 'M10', count: 1 }])
    const added = out.find((f) => f.thread === 'M10')!
    expect(added).toMatchObject({ id: 'thread-2', kind: 'thread', diameter: 10, through: true })
    expect(added.faces).toEqual(block().find((f) => f.kind === 'hole' && f.diameter === 10)!.faces)
    expect(block().some((f) => f.thread === 'M10')).toBe(false)
  })

  it('threads no more holes than the callout counts, and ignores sizes no hole fits', () => {
    const out = applyThreadCallouts(plate(), [
      { size: 'M8', count: 2 },
      { size: 'M12', count: 3 },
      { size: 'G1/4', count: 1 },
    ])
    expect(out.filter((f) => f.kind === 'thread').map((f) => f.thread)).toEqual(['M8', 'M8'])
    expect(out.filter((f) => f.kind === 'hole')).toHaveLength(4)
  })
})
