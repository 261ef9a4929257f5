import { detectLines, type DetectedLine } from './detect.ts'
import type { OcrModel } from './model.ts'
import { rotateRaster, turnPoint, type Point, type Raster } from './raster.ts'
import { recogniseLine } from './recognise.ts'

/** One line read from a page, in the upright frame (the page turned so its text reads normally). */
export interface OcrLine {
  text: string
  confidence: number
  quad: Point[]
}

/** A page read upright, with how to turn its coordinates back onto the image as shown. */
export interface OcrPage {
  lines: OcrLine[]
  /** Clockwise quarter turns applied to the image to make it upright (0…3). */
  quarterTurns: number
  /** Size of the upright frame, pixels. */
  width: number
  height: number
  /** Median slant of the text lines, degrees; a crooked scan reads anyway since each line is cropped along its slant. */
  skew: number
}

// Lines read with less probability than this are noise (a hatch, a stray mark), not text.
const MIN_CONFIDENCE = 0.5
// Lines sampled to decide whether the page is upside down.
const SAMPLE = 12

const side = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1])
const upright = (q: Point[]) => side(q[0]!, q[1]!) >= side(q[0]!, q[3]!)

/**
 * Reads a page whatever its orientation: if most lines stand on end the page is turned a quarter,
 * then a sample of lines is read both ways up and the more confident way wins (a half turn needs
 * no new detection: the same crops are read flipped).
 */
export async function readPage(model: OcrModel, page: Raster): Promise<OcrPage> {
  let frame = page
  let turns = 0
  let found = await detectLines(model, frame)
  if (found.filter((l) => !upright(l.quad)).length > found.filter((l) => upright(l.quad)).length) {
    frame = await rotateRaster(page, 1)
    turns = 1
    found = await detectLines(model, frame)
  }
  const flip = await upsideDown(model, found)
  const lines: OcrLine[] = []
  for (const line of found) {
    const read = await recogniseLine(model, flip ? await rotateRaster(line.crop, 2) : line.crop)
    const text = read.text.trim()
    if (text === '' || read.confidence < MIN_CONFIDENCE) continue
    const quad = line.quad.map((p) => turnPoint(p, flip ? 2 : 0, frame.width, frame.height))
    lines.push({ text, confidence: read.confidence, quad: flip ? [quad[2]!, quad[3]!, quad[0]!, quad[1]!] : quad })
  }
  return {
    lines,
    quarterTurns: turns + (flip ? 2 : 0),
    width: frame.width,
    height: frame.height,
    skew: median(lines.filter((l) => upright(l.quad)).map((l) => slant(l.quad))),
  }
}

async function upsideDown(model: OcrModel, found: DetectedLine[]): Promise<boolean> {
  const sample = found
    .filter((l) => upright(l.quad))
    .sort((a, b) => side(b.quad[0]!, b.quad[1]!) - side(a.quad[0]!, a.quad[1]!))
    .slice(0, SAMPLE)
  let asIs = 0
  let flipped = 0
  for (const line of sample) {
    asIs += (await recogniseLine(model, line.crop)).confidence
    flipped += (await recogniseLine(model, await rotateRaster(line.crop, 2))).confidence
  }
  return flipped > asIs
}

const slant = (q: Point[]) => (Math.atan2(q[1]![1] - q[0]![1], q[1]![0] - q[0]![0]) * 180) / Math.PI

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = values.slice().sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10
}
