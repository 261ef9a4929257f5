import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { WorkerPool } from '../../../server/jobs/pool.ts'
import { weighOcrFindings, type OcrItem } from '../../../server/engine/drawing/ocr/index.ts'
import { repairOcrText } from '../../../server/engine/drawing/ocr/repairs.ts'
import {
  defaultQuoteConfig,
  extractDrawing,
  priceQuote,
  type DrawingReport,
  type Finding,
} from '../../../server/engine/index.ts'
import { defaultLibraryOptions } from '../../../server/engine/planning/index.ts'
import { fixture } from './support/fixtures.ts'
import { blockGeometry, exampleDrawing } from './support/reports.ts'

// The scans are tests/fixtures/2d/scans/qe-scan.pdf rendered at 150 dpi (scripts/fixtures/
// render-scans.ts): 1 PDF point = 150/72 pixels. OCR is slow, so each scan is read once.
const PX = 150 / 72
const FIELDS = [
  'material',
  'quantity',
  'generalTolerance',
  'roughness',
  'surfaceTreatment',
  'fit',
  'thread',
  'tolerance',
] as const
type Field = (typeof FIELDS)[number]
type Box = Finding['box']

const read = (path: string, ocr = true) => extractDrawing(fixture(path), { fileName: path, ocr })
const one = (r: DrawingReport, field: Field) => {
  const found = r.findings.filter((f) => f.field === field)
  expect(found, field).toHaveLength(1)
  return found[0]!
}
const centre = (b: Box) => [b.x + b.width / 2, b.y + b.height / 2] as const
const scaled = (b: Box, k: number): Box => ({ x: b.x * k, y: b.y * k, width: b.width * k, height: b.height * k })

/** Same place within `tol` drawing units: left edge, width and centre (OCR boxes hug the glyphs, PDF ones add a descender). */
function expectNear(actual: Box, expected: Box, tol: number) {
  expect(Math.abs(actual.x - expected.x)).toBeLessThanOrEqual(tol)
  expect(Math.abs(actual.width - expected.width)).toBeLessThanOrEqual(tol * 1.5)
  expect(Math.abs(centre(actual)[1] - centre(expected)[1])).toBeLessThanOrEqual(tol)
}

/** The values a reader of the drawing sees, whatever the scan. */
function expectValues(r: DrawingReport) {
  expect(one(r, 'material')).toMatchObject({ grade: '6061-T6', rule: 'material-labelled' })
  expect(one(r, 'quantity')).toMatchObject({ count: 10, rule: 'quantity-labelled' })
  expect(one(r, 'generalTolerance')).toMatchObject({ standard: 'GB/T 1804', tolClass: 'm' })
  expect(one(r, 'roughness')).toMatchObject({ ra: 3.2, general: true })
  expect(one(r, 'surfaceTreatment')).toMatchObject({ term: '阳极氧化' })
  expect(one(r, 'fit')).toMatchObject({ nominal: 20, hole: 'H7' })
  expect(one(r, 'thread')).toMatchObject({ size: 'M6', count: 4, depth: 12 })
  expect(one(r, 'tolerance')).toMatchObject({ nominal: 50, upper: 0.05, lower: -0.05 })
  expect(r.summary).toMatchObject({ material: { grade: '6061-T6' }, quantity: 10 })
  for (const f of r.findings) expect(f).toMatchObject({ source: 'ocr', page: 1 })
}

let truth: DrawingReport
beforeAll(async () => {
  truth = await read('2d/scans/qe-scan.pdf', false)
  expect(truth).toMatchObject({ hasTextLayer: true, needsOcr: false })
})

describe('OCR of scanned drawings', () => {
  it('a grey 150 dpi PNG: every field, each box within 4 px of the text-layer box', async () => {
    const r = await read('2d/scans/qe-scan-150.png')
    expect(r).toMatchObject({ format: 'png', space: 'image-pixels', hasTextLayer: false, needsOcr: false })
    expectValues(r)
    for (const field of FIELDS) expectNear(one(r, field).box, scaled(one(truth, field).box, PX), 4)
    expect(r.findings.filter((f) => f.check)).toEqual([])
  })

  it('the same page JPEG-compressed inside an image-only PDF: boxes in PDF points within 2 pt', async () => {
    const r = await read('2d/scans/qe-scan-image-only.pdf')
    expect(r).toMatchObject({ format: 'pdf', space: 'pdf-points', hasTextLayer: false, needsOcr: false })
    expectValues(r)
    for (const field of FIELDS) expectNear(one(r, field).box, one(truth, field).box, 2)
  })

  it('a JPEG turned 90°: read upright, boxes on the image as shown', async () => {
    const r = await read('2d/scans/qe-scan-rot90.jpg')
    expect(r.ocr?.pages).toEqual([expect.objectContaining({ quarterTurns: 3 })])
    expectValues(r)
    // Turning an image of height H clockwise maps (x, y) to (H − y, x).
    const height = 595 * PX
    for (const field of FIELDS) {
      const [x, y] = centre(scaled(one(truth, field).box, PX))
      const [cx, cy] = centre(one(r, field).box)
      expect(Math.hypot(cx - (height - y), cy - x), field).toBeLessThanOrEqual(8)
    }
  })

  it('a JPEG skewed 2°: every field read, each box over the turned text', async () => {
    const r = await read('2d/scans/qe-scan-skew2.jpg')
    expectValues(r)
    expect(r.ocr?.pages[0]?.skew).toBeCloseTo(2, 0)
    // sharp turns about the centre and grows the canvas to hold the turned page.
    const [w, h] = [842 * PX, 595 * PX]
    const a = (2 * Math.PI) / 180
    const [W, H] = [w * Math.cos(a) + h * Math.sin(a), w * Math.sin(a) + h * Math.cos(a)]
    for (const field of FIELDS) {
      const [x, y] = centre(scaled(one(truth, field).box, PX))
      const [dx, dy] = [x - w / 2, y - h / 2]
      const [tx, ty] = [W / 2 + dx * Math.cos(a) - dy * Math.sin(a), H / 2 + dx * Math.sin(a) + dy * Math.cos(a)]
      const b = one(r, field).box
      expect(tx, field).toBeGreaterThanOrEqual(b.x - 4)
      expect(tx, field).toBeLessThanOrEqual(b.x + b.width + 4)
      expect(ty, field).toBeGreaterThanOrEqual(b.y - 4)
      expect(ty, field).toBeLessThanOrEqual(b.y + b.height + 4)
    }
  })

  it('a JPEG of a NIST CAD drawing with GD&T yields findings with boxes, not "no text layer"', async () => {
    const r = await read('2d/scans/NIST_MBE_PMI_5_p1.jpg')
    expect(r).toMatchObject({ format: 'jpg', needsOcr: false })
    expect(r.items.length).toBeGreaterThan(10)
    expect(r.findings.find((f) => f.field === 'tolerance')).toMatchObject({ upper: 0.008, lower: -0.008 })
    for (const f of r.findings) {
      expect(f.box.x).toBeGreaterThanOrEqual(0)
      expect(f.box.x + f.box.width).toBeLessThanOrEqual(11 * 150 + 1)
    }
  })

  it('a very large scan is read reduced, with boxes in its own pixels', async () => {
    const sharp = (await import('sharp')).default
    const big = await sharp(fixture('2d/scans/qe-scan-150.jpg'))
      .resize({ width: Math.round(842 * PX * 2.4) })
      .jpeg()
      .toBuffer()
    const r = await extractDrawing(new Uint8Array(big), { fileName: 'photo.jpg', ocr: true })
    expect(one(r, 'material')).toMatchObject({ grade: '6061-T6' })
    for (const field of ['material', 'quantity', 'fit'] as const)
      expectNear(one(r, field).box, scaled(one(truth, field).box, PX * 2.4), 10)
  })

  it('the analysis worker reads an uploaded scan off the request path', async () => {
    const pool = new WorkerPool({ size: 1, maxJobs: 10, recycleBytes: 1e12, timeoutMs: 60_000 })
    try {
      const path = join(import.meta.dirname, '../../fixtures/2d/scans/qe-scan-150.jpg')
      const result = await pool.run({ type: 'drawing', path, fileName: 'scan.jpg' })
      expect(result).toMatchObject({ ok: true, report: { format: 'jpg', space: 'image-pixels', needsOcr: false } })
      const report = (result as { report: DrawingReport }).report
      expect(report.summary).toMatchObject({ material: { grade: '6061-T6' }, quantity: 10 })
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('a blank image: nothing read, no findings, still "needs OCR"', async () => {
    const sharp = (await import('sharp')).default
    const blank = await sharp({ create: { width: 1200, height: 850, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer()
    const r = await extractDrawing(new Uint8Array(blank), { fileName: 'blank.jpg', ocr: true })
    expect(r).toMatchObject({ format: 'jpg', items: [], findings: [], needsOcr: true })
  })
})

describe('OCR repairs of drawing symbols', () => {
  it.each([
    ['Ø read as 0 before a size', '012H7', 'Ø12H7'],
    ['Ø read as O, after a count', '2×O8 H7', '2×Ø8 H7'],
    ['Ø read as 0 with a deviation', '034.8-35.2', 'Ø34.8-35.2'],
    ['± read as 土', '50土0.05', '50±0.05'],
    ['± read as 土 before the value', '土0.1', '±0.1'],
    ['× read as x between a count and a thread', '4xM6', '4×M6'],
    ['× read as X or * between sizes, x in a pitch', '10X20 10*20 M8x1.25', '10×20 10×20 M8×1.25'],
    ['□ read as 口', '口20', '□20'],
    ['⌀ and 中 before a size', '⌀10 中12', 'Ø10 Ø12'],
    ['full-width colon and point', '材料：6061．T6', '材料:6061.T6'],
  ])('%s', (_, misread, repaired) => expect(repairOcrText(misread)).toBe(repaired))

  it('leaves numbers, words and decimals alone', () => {
    for (const text of [
      '0.5',
      '0.05 A',
      'GB/T1804-m',
      'ISO 2768-mK',
      'Rev D',
      'D1234',
      '其中2处',
      'XM6',
      '20件',
      'QE-0014',
    ])
      expect(repairOcrText(text)).toBe(text)
  })

  it('a repaired scan line feeds the same rules as a text layer', async () => {
    const item: OcrItem = {
      text: repairOcrText('2xO8H7'),
      page: 1,
      box: { x: 10, y: 10, width: 80, height: 20 },
      source: 'ocr',
      size: 16,
      ocrConfidence: 0.95,
    }
    const { analyzeText } = await import('../../../server/engine/index.ts')
    expect(analyzeText([item]).findings).toEqual([expect.objectContaining({ field: 'fit', nominal: 8, hole: 'H7' })])
  })
})

describe('uncertain OCR readings', () => {
  const item = (ocrConfidence: number, y: number): OcrItem => ({
    text: '材料: 6061-T6',
    page: 1,
    box: { x: 0, y, width: 200, height: 20 },
    source: 'ocr',
    size: 16,
    ocrConfidence,
  })
  const finding = (y: number): Finding => ({
    field: 'material',
    grade: '6061-T6',
    raw: '6061-T6',
    page: 1,
    box: { x: 80, y, width: 100, height: 20 },
    source: 'ocr',
    rule: 'material-labelled',
    confidence: 0.9,
  })

  it('a finding on a line read with little certainty is "please check", weighed down', () => {
    const [unsure, sure] = weighOcrFindings([finding(0), finding(100)], [item(0.6, 0), item(0.97, 100)])
    expect(unsure).toMatchObject({ check: true, confidence: 0.54 })
    expect(sure).toMatchObject({ confidence: 0.87 })
    expect(sure).not.toHaveProperty('check')
  })

  it('raises a review flag with the count instead of pricing silently; a read scan is not "no text layer"', () => {
    const scan: DrawingReport = {
      ...exampleDrawing(),
      format: 'jpg',
      hasTextLayer: false,
      space: 'image-pixels',
      ocr: { pages: [{ page: 1, quarterTurns: 0, skew: 0 }] },
      findings: [{ ...finding(0), check: true }, finding(100)],
    }
    const codes = (drawing: DrawingReport) =>
      priceQuote({ geometry: blockGeometry(), drawing }, defaultQuoteConfig(), defaultLibraryOptions()).reviewFlags
    expect(codes(scan)).toContainEqual({ code: 'ocr-check', params: { count: 1 } })
    expect(codes(scan).map((f) => f.code)).not.toContain('no-text-layer')
    const clean = codes({ ...scan, findings: [finding(100)] }).map((f) => f.code)
    expect(clean).not.toContain('ocr-check')
    const { ocr: _, ...unread } = scan
    expect(codes(unread).map((f) => f.code)).toContain('no-text-layer')
  })
})
