import {
  computeBlank,
  defaultBlankRules,
  type DrawingReport,
  type GeometryReport,
} from '../../../../server/engine/index.ts'
import type { RecognisedFeature } from '../../../../server/engine/geometry/types.ts'
import { drawingWith } from '../support/reports.ts'

// Constructed analysis reports of the parts the planner tests route: the worked-example shaft
// and a prismatic aluminium block, as the geometry and drawing stages would report them.

type Vec = [number, number, number]

export function report(
  partClass: GeometryReport['partClass'],
  size: Vec,
  volume: number,
  area: number,
  extra: Partial<GeometryReport> = {},
): GeometryReport {
  const rotation = extra.rotation
  const blank = computeBlank({ partClass, dims: size, ...(rotation ? { rotation } : {}) }, defaultBlankRules())
  return {
    format: 'step',
    sourceUnits: 'mm',
    units: 'mm',
    triangles: 4000,
    bbox: { min: [0, 0, 0], max: size, size: { x: size[0], y: size[1], z: size[2] } },
    volume,
    area,
    closed: true,
    openEdges: 0,
    nonManifoldEdges: 0,
    partClass,
    holes: [],
    bosses: [],
    featureSource: 'brep',
    blank,
    removalVolume: Math.max(0, blank.volume - volume),
    machinedArea: area,
    warnings: [],
    ...extra,
  }
}

export const feature = (
  id: string,
  kind: RecognisedFeature['kind'],
  access: Vec[],
  extra: Partial<RecognisedFeature> = {},
): RecognisedFeature => ({
  id,
  kind,
  faces: [Number(id.replace(/\D/g, '')) + 100 * kind.length],
  access,
  ...extra,
})

/** Ø30 h6 × 120 shaft of 45# along X: keyway 8 wide and 2 × M6 from +Y, a relief groove, chamfers. */
export function shaftGeometry(): GeometryReport {
  const tapHole = (n: number): RecognisedFeature[] => {
    const hole = feature(`hole-${n}`, 'hole', [[0, -1, 0]], { diameter: 5, depth: 12 })
    return [hole, { ...hole, id: `thread-${n}`, kind: 'thread', thread: 'M6' }]
  }
  return report('rotational', [120, 30, 30], 82_000, 12_000, {
    rotation: { axis: 'x', diameter: 30, length: 120 },
    features: [
      feature(
        'turned-diameter-1',
        'turned-diameter',
        [
          [-1, 0, 0],
          [1, 0, 0],
        ],
        { diameter: 30, length: 120 },
      ),
      feature(
        'groove-1',
        'groove',
        [
          [-1, 0, 0],
          [1, 0, 0],
        ],
        { width: 3, depth: 1 },
      ),
      feature('keyway-1', 'keyway', [[0, -1, 0]], { width: 8, depth: 4, length: 25 }),
      ...tapHole(1),
      ...tapHole(2),
      feature('chamfer-1', 'chamfer', [[-1, 0, 0]], { size: 1 }),
    ],
  })
}

export const shaftDrawing = (): DrawingReport =>
  drawingWith({
    material: { grade: '45#' },
    tightestItGrade: 6,
    tightCount: 1,
    generalRa: 3.2,
    minRa: 0.8,
    fineRaCount: 1,
    heatTreatments: ['调质'],
    surfaceTreatments: [{ term: '发黑' }],
    threads: [{ size: 'M6', count: 2 }],
  })

/** 100 × 60 × 25 aluminium block: two pockets and four M5 from the top, four Ø6.6 through holes. */
export function blockGeometry(): GeometryReport {
  const down: Vec = [0, 0, -1]
  const holes: RecognisedFeature[] = [1, 2, 3, 4].flatMap((n) => {
    const tap = feature(`hole-${n}`, 'hole', [down], { diameter: 4.2, depth: 10 })
    return [tap, { ...tap, id: `thread-${n}`, kind: 'thread' as const, thread: 'M5' }]
  })
  const through = [5, 6, 7, 8].map((n) =>
    feature(`hole-${n}`, 'hole', [down, [0, 0, 1]], { diameter: 6.6, depth: 25, through: true }),
  )
  return report('prismatic', [100, 60, 25], 95_000, 21_000, {
    features: [
      feature('pocket-1', 'pocket', [down], { width: 30, length: 40, depth: 10, cornerRadius: 5, open: false }),
      feature('pocket-2', 'pocket', [down], { width: 12, length: 30, depth: 6, cornerRadius: 3, open: false }),
      ...holes,
      ...through,
    ],
  })
}

export const blockDrawing = (): DrawingReport =>
  drawingWith({
    material: { grade: '6061' },
    surfaceTreatments: [{ term: '本色阳极氧化' }],
    threads: [{ size: 'M5', count: 4 }],
  })
