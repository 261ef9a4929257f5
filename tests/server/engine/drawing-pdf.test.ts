import { beforeAll, describe, expect, it } from 'vitest'
import { DrawingParseError, extractDrawing, type DrawingReport, type Finding } from '../../../server/engine/index.ts'
import { fixture } from './support/fixtures.ts'
import { buildPdf } from './support/pdf-writer.ts'

// Drawings generated with known content. Glyph advances are fixed (CJK 1000, others 500 per em),
// so every expected box below is computed by hand: x = left, y = page height − baseline − size,
// width = Σ advances × size / 1000, height = 1.2 × size (ascent + 0.2 descent).
const CHINESE = buildPdf([
  {
    width: 842,
    height: 595,
    texts: [
      { x: 40, y: 560, size: 10, text: '技术要求：' },
      { x: 40, y: 545, size: 10, text: '1、未注尺寸公差按GB/T1804-m级执行；' },
      { x: 40, y: 530, size: 10, text: '2、表面喷砂，本色硬质阳极氧化；' },
      { x: 40, y: 515, size: 10, text: '3、调质处理HRC28-32；' },
      { x: 40, y: 500, size: 10, text: '4、其余Ra3.2；' },
      { x: 300, y: 300, size: 10, text: 'Ø20H7' },
      { x: 300, y: 280, size: 10, text: '4-M6-6H深12' },
      { x: 300, y: 260, size: 10, text: '50±0.01' },
      { x: 300, y: 240, size: 10, text: 'Ra0.8' },
      // A stacked deviation: nominal 30 with +0.021 over 0 in small type.
      { x: 400, y: 200, size: 10, text: '30' },
      { x: 410.5, y: 205, size: 6, text: '+0.021' },
      { x: 410.5, y: 197, size: 6, text: '0' },
      // Title block: label cells with the value in the next cell.
      { x: 600, y: 80, size: 10, text: '材料' },
      { x: 660, y: 80, size: 10, text: '6061-T6' },
      { x: 600, y: 60, size: 10, text: '数量' },
      { x: 660, y: 60, size: 10, text: '10件' },
      { x: 600, y: 40, size: 10, text: '比例' },
      { x: 660, y: 40, size: 10, text: '1:1' },
      { x: 720, y: 40, size: 10, text: '共1张 第1张' },
    ],
  },
])

// The English drawing is stored like the NIST ones: MediaBox 612×792 with /Rotate 270 and text
// drawn at −90° in user space, so it reads upright on the displayed 792×612 page.
const ENGLISH = buildPdf([
  {
    width: 612,
    height: 792,
    rotate: 270,
    texts: [
      { x: 580, y: 750, size: 9, text: 'NOTES (UNLESS OTHERWISE SPECIFIED):', angle: -90 },
      { x: 565, y: 750, size: 9, text: '1. MATERIAL: SUS304', angle: -90 },
      { x: 550, y: 750, size: 9, text: '2. FINISH: PASSIVATE', angle: -90 },
      { x: 535, y: 750, size: 9, text: '3. GENERAL TOLERANCES PER ISO 2768-mK', angle: -90 },
      { x: 520, y: 750, size: 9, text: '4. ALL OVER Ra 1.6', angle: -90 },
      { x: 505, y: 750, size: 9, text: '5. QTY: 25 PCS', angle: -90 },
      { x: 300, y: 400, size: 9, text: '2X Ø8 H7', angle: -90 },
      { x: 280, y: 400, size: 9, text: 'M8x1.25-6H DEPTH 16', angle: -90 },
    ],
  },
])

const by = <F extends Finding['field']>(r: DrawingReport, field: F) =>
  r.findings.filter((f): f is Extract<Finding, { field: F }> => f.field === field)

describe('PDF drawing with a Chinese title block and 技术要求', () => {
  let r: DrawingReport
  beforeAll(async () => (r = await extractDrawing(CHINESE, { fileName: 'bracket.pdf' })))

  it('has a text layer and reads every field', () => {
    expect(r).toMatchObject({ format: 'pdf', hasTextLayer: true, needsOcr: false, pages: 1, space: 'pdf-points' })
    expect(r.summary).toEqual({
      material: { grade: '6061-T6', key: 'AL6061' },
      quantity: 10,
      tightestItGrade: 7,
      tightCount: 3,
      generalTolerance: { label: 'GB/T 1804-m', itGrade: 11 },
      generalRa: 3.2,
      minRa: 0.8,
      fineRaCount: 1,
      surfaceTreatments: [
        { term: '喷砂', colour: '本色' },
        { term: '硬质阳极氧化', colour: '本色' },
      ],
      heatTreatments: ['调质'],
      threads: [{ size: 'M6', count: 4 }],
      reamedHoles: 1,
      reamedFits: [20],
    })
  })

  it('keeps page and box for each finding', () => {
    // Title-block value cell "6061-T6" at (660, 80): y = 595 − 80 − 10 = 505, 7 × 5 = 35 wide.
    expect(by(r, 'material')[0]).toMatchObject({
      page: 1,
      raw: '6061-T6',
      box: { x: 660, y: 505, width: 35, height: 12 },
      confidence: 0.9,
    })
    expect(by(r, 'quantity')[0]).toMatchObject({ count: 10, box: { x: 660, y: 525 } })
    // "Ø20H7" alone on its line at (300, 300).
    expect(by(r, 'fit')[0]).toMatchObject({
      nominal: 20,
      hole: 'H7',
      itGrade: 7,
      box: { x: 300, y: 285, width: 25, height: 12 },
    })
    // "GB/T1804-m" starts after "1、未注尺寸公差按" = 1×5 + 8×10 = 85 pt into the line.
    expect(by(r, 'generalTolerance')[0]).toMatchObject({ raw: 'GB/T1804-m', box: { x: 125, y: 40, width: 50 } })
    expect(by(r, 'heatTreatment')[0]).toMatchObject({ term: '调质', box: { x: 55, y: 70, width: 20 } })
    expect(by(r, 'hardness')[0]).toMatchObject({ scale: 'HRC', min: 28, max: 32 })
    expect(by(r, 'thread')[0]).toMatchObject({ size: 'M6', count: 4, tolClass: '6H', depth: 12 })
  })

  it('reads a stacked deviation as one toleranced dimension', () => {
    const stacked = by(r, 'tolerance').find((t) => t.nominal === 30)!
    expect(stacked).toMatchObject({ upper: 0.021, lower: 0, itGrade: 7, raw: '30 +0.021/0' })
    expect(stacked.box.x).toBe(400)
    expect(by(r, 'tolerance').find((t) => t.nominal === 50)).toMatchObject({ upper: 0.01, lower: -0.01, itGrade: 7 })
  })

  it('does not take sheet counts or the scale for a quantity', () => {
    expect(by(r, 'quantity')).toHaveLength(1)
  })
})

describe('PDF drawing in English on a /Rotate 270 page', () => {
  let r: DrawingReport
  beforeAll(async () => (r = await extractDrawing(ENGLISH, { fileName: 'plate.pdf' })))

  it('reads every field', () => {
    expect(r.summary).toMatchObject({
      material: { grade: 'SUS304', key: 'SUS304' },
      quantity: 25,
      generalTolerance: { label: 'ISO 2768-m', itGrade: 11 },
      generalRa: 1.6,
      surfaceTreatments: [{ term: 'PASSIVATE' }],
      threads: [{ size: 'M8', count: 1 }],
      reamedHoles: 2,
      tightestItGrade: 7,
    })
    expect(by(r, 'thread')[0]).toMatchObject({ pitch: 1.25, tolClass: '6H', depth: 16 })
    expect(by(r, 'geometricGeneral')[0]).toMatchObject({ standard: 'ISO 2768-2', tolClass: 'K' })
  })

  it('boxes are on the displayed (rotated) page: x = 792 − y_user, y = 612 − x_user − size', () => {
    const material = by(r, 'material')[0]!
    // Line "1. MATERIAL: SUS304" at user (565, 750): displayed x 42, y 612 − 565 − 9 = 38;
    // "SUS304" starts 13 characters (58.5 pt) into the line: x = 42 + 58.5.
    expect(material.box).toEqual({ x: 100.5, y: 38, width: 27, height: 10.8 })
    expect(r.items.find((i) => i.text.startsWith('NOTES'))).toMatchObject({
      text: 'NOTES (UNLESS OTHERWISE SPECIFIED):',
      box: { x: 42, y: 23 },
    })
  })
})

describe('PDFs without usable text', () => {
  it('a vector-only drawing reports no text layer and no findings', async () => {
    const r = await extractDrawing(buildPdf([{ width: 842, height: 595, drawing: true }]), { fileName: 'v.pdf' })
    expect(r).toMatchObject({ hasTextLayer: false, needsOcr: true, findings: [], items: [] })
  })

  it('the NIST CTC-01 drawing has only 6 title strings over stroked glyphs: flagged for OCR', async () => {
    const r = await extractDrawing(fixture('2d/NIST_MBE_PMI_1.pdf'), { fileName: 'n1.pdf' })
    expect(r).toMatchObject({ hasTextLayer: true, needsOcr: true, pages: 1 })
    expect(r.items.map((i) => i.text)).toContain('PMI Complex Test Case 1')
  })

  it('the NIST FTC-11 notes are read upright on the rotated page', async () => {
    const r = await extractDrawing(fixture('2d/NIST_MBE_PMI_11.pdf'), { fileName: 'n11.pdf' })
    expect(r).toMatchObject({ hasTextLayer: true, needsOcr: false, pages: 2 })
    const notes = r.items.find((i) => i.text.startsWith('NOTES (UNLESS'))!
    expect(notes.box.x).toBeCloseTo(43.26, 1)
    expect(notes.box.y).toBeCloseTo(49.92, 1)
  })

  it('a PNG drawing reports no text layer (no OCR here)', async () => {
    expect(await extractDrawing(fixture('2d/NIST_MBE_PMI_1_p1.png'), { fileName: 'p.png' })).toMatchObject({
      format: 'png',
      hasTextLayer: false,
      needsOcr: true,
      findings: [],
    })
  })

  it('a file named .pdf that is not one, or is cut short, is rejected', async () => {
    await expect(
      extractDrawing(new TextEncoder().encode('not a pdf at all'), { fileName: 'x.pdf' }),
    ).rejects.toBeInstanceOf(DrawingParseError)
    await expect(extractDrawing(CHINESE.subarray(0, 600), { fileName: 'x.pdf' })).rejects.toThrow(/truncated/)
  })
})
