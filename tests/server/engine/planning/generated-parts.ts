import type { DrawingReport, GeometryReport } from '../../../../server/engine/index.ts'
import type { RecognisedFeature } from '../../../../server/engine/geometry/types.ts'
import { drawingWith } from '../support/reports.ts'
import { feature, report } from './parts.ts'

// Parts for the planner's property tests, drawn from a seeded generator so a failure reproduces.

export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
  return { next, int, pick }
}

type Vec = [number, number, number]
const AXIS_APPROACHES: Vec[] = [
  [0, 0, -1],
  [0, 0, 1],
  [0, -1, 0],
  [0, 1, 0],
  [-1, 0, 0],
  [1, 0, 0],
]
const THREADS = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20']
const TAP: Record<string, number> = {
  M3: 2.5,
  M4: 3.3,
  M5: 4.2,
  M6: 5,
  M8: 6.8,
  M10: 8.5,
  M12: 10.2,
  M16: 14,
  M20: 17.5,
}

export interface GeneratedPart {
  geometry: GeometryReport
  drawing: DrawingReport
  quantity: number
}

export function generatePart(seed: number): GeneratedPart {
  const r = prng(seed)
  const rotational = r.next() < 0.4
  const features: RecognisedFeature[] = []
  const approach = (): Vec =>
    r.next() < 0.1
      ? ([-0.6, -0.48, -0.64] as Vec)
      : rotational
        ? r.pick<Vec>([
            [0, -1, 0],
            [0, 0, -1],
          ])
        : r.pick(AXIS_APPROACHES)
  const threads: { size: string; count: number }[] = []
  for (let n = 1; n <= r.int(0, 8); n++) {
    const threaded = r.next() < 0.5
    const size = r.pick(THREADS)
    const diameter = threaded ? TAP[size]! : r.pick([3, 5.5, 6.6, 9, 12, 16, 24, 40])
    const hole = feature(`hole-${n}`, 'hole', [approach()], { diameter, depth: diameter * r.pick([1, 2, 4, 7, 12]) })
    features.push(hole)
    if (threaded) {
      features.push({ ...hole, id: `thread-${n}`, kind: 'thread', thread: size })
      const t = threads.find((x) => x.size === size)
      if (t) t.count++
      else threads.push({ size, count: 1 })
    }
  }
  if (!rotational) {
    for (let n = 1; n <= r.int(0, 3); n++) {
      features.push(
        feature(`pocket-${n}`, 'pocket', [approach()], {
          width: r.int(6, 40),
          depth: r.int(3, 60),
          cornerRadius: r.pick([0.2, 1, 3, 6]),
        }),
      )
    }
  } else if (r.next() < 0.6) {
    features.push(feature('keyway-1', 'keyway', [[0, -1, 0]], { width: r.pick([5, 6, 8, 10, 14]), depth: 4 }))
  }
  if (rotational && r.next() < 0.5)
    features.push(
      feature(
        'groove-1',
        'groove',
        [
          [-1, 0, 0],
          [1, 0, 0],
        ],
        { width: 3, depth: 1 },
      ),
    )
  const d = r.int(8, 200)
  const length = r.int(20, 900)
  const size: Vec = rotational ? [length, d, d] : [r.int(20, 2500), r.int(20, 1200), r.int(5, 400)]
  const box = size[0] * size[1] * size[2]
  const volume = box * (rotational ? 0.78 : r.pick([0.3, 0.6, 0.9]))
  const area = 2 * (size[0] * size[1] + size[1] * size[2] + size[0] * size[2])
  const geometry = report(rotational ? 'rotational' : 'prismatic', size, volume, area, {
    features,
    ...(rotational ? { rotation: { axis: 'x' as const, diameter: d, length } } : {}),
  })
  const drawing = drawingWith({
    material: { grade: r.pick(['6061', '7075', '45#', '40Cr', 'SUS304', 'Q235']) },
    ...(r.next() < 0.5 ? { tightestItGrade: r.pick([6, 7, 8, 9]), tightCount: 2 } : {}),
    generalRa: r.pick([6.3, 3.2, 1.6]),
    ...(r.next() < 0.3 ? { minRa: r.pick([0.4, 0.8]), fineRaCount: 1 } : {}),
    heatTreatments: r.pick([[], [], ['调质'], ['淬火'], ['渗碳淬火'], ['氮化'], ['去应力']]),
    surfaceTreatments: r.pick([
      [],
      [{ term: '发黑' }],
      [{ term: '本色阳极氧化' }],
      [{ term: '镀锌' }],
      [{ term: '钝化' }],
      [{ term: '硬质阳极氧化' }],
    ]),
    threads,
    reamedHoles: r.pick([0, 0, 1, 2]),
  })
  return { geometry, drawing, quantity: r.pick([1, 5, 20, 100, 600]) }
}
