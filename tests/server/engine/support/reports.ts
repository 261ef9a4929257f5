import {
  computeBlank,
  defaultBlankRules,
  type CylinderFeature,
  type DrawingReport,
  type DrawingSummary,
  type GeometryReport,
} from '../../../../server/engine/index.ts'

/** The worked example's block: 100×60×20, V 60 cm³, area 184 cm², 4 clearance holes + 4 M5 tap-drill holes. */
export function blockGeometry(overrides: Partial<GeometryReport> = {}): GeometryReport {
  const hole = (d: number, i: number): CylinderFeature => ({
    kind: 'hole',
    diameter: d,
    depth: 12,
    depthRatio: 12 / d,
    center: [10 + i * 10, 30, 10],
    axis: [0, 0, 1],
    coaxialGroup: i,
  })
  const holes = [6.6, 6.6, 6.6, 6.6, 4.2, 4.2, 4.2, 4.2].map(hole)
  const blank = computeBlank({ partClass: 'prismatic', dims: [100, 60, 20] }, defaultBlankRules())
  return {
    format: 'step',
    sourceUnits: 'mm',
    units: 'mm',
    triangles: 1000,
    bbox: { min: [0, 0, 0], max: [100, 60, 20], size: { x: 100, y: 60, z: 20 } },
    volume: 60000,
    area: 18400,
    closed: true,
    openEdges: 0,
    nonManifoldEdges: 0,
    partClass: 'prismatic',
    holes,
    bosses: [],
    featureSource: 'brep',
    blank,
    removalVolume: blank.volume - 60000,
    machinedArea: 18400,
    warnings: [],
    ...overrides,
  }
}

/** A drawing report carrying only a summary (what pricing reads). */
export function drawingWith(summary: Partial<DrawingSummary>): DrawingReport {
  return {
    format: 'pdf',
    hasTextLayer: true,
    needsOcr: false,
    pages: 1,
    space: 'pdf-points',
    items: [],
    findings: [],
    summary: {
      tightCount: 0,
      fineRaCount: 0,
      surfaceTreatments: [],
      heatTreatments: [],
      threads: [],
      reamedHoles: 0,
      ...summary,
    },
  }
}

/** The worked example's drawing: AL6061, Q 10, clear anodize, 4×M5. */
export const exampleDrawing = (): DrawingReport =>
  drawingWith({
    material: { grade: '6061' },
    quantity: 10,
    surfaceTreatments: [{ term: '本色阳极氧化' }],
    threads: [{ size: 'M5', count: 4 }],
  })
