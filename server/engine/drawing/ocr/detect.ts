import { Tensor } from 'onnxruntime-node'
import { cropLine } from './crop-line.ts'
import type { OcrModel } from './model.ts'
import { resizeRaster, toPlanes, type Point, type Raster } from './raster.ts'
import { oneAtATime, scratchBuffer } from './scratch.ts'
import { textBoxes } from './text-boxes.ts'

/** A text line found on a page: its quadrilateral (clockwise from top-left) and its pixels. */
export interface DetectedLine {
  quad: Point[]
  crop: Raster
}

// The network wants sides in multiples of 32. Finding text needs less resolution than reading it:
// the long side is capped (an A3 page at 150 dpi is found at 2/3 scale, 3.5 mm lettering still
// 14 px tall), which bounds time and memory, while the lines are cut from the full-size page.
// Not lower: at 1440 the 2° skew was measured as 1.3° and the NIST ±.008 tolerance was lost; at
// 1280 a box of the image-only PDF drifted past 2 pt of the text layer's.
const STEP = 32
const MAX_SIDE = 1600
// The input's area is capped too, at what an A-series sheet gets (1600 × 1152), so time and
// memory are bounded whatever the page's shape: a squarer page (the ANSI A-size NIST scan) is
// found at 0.93 of its size instead of 0.97 (1536 × 1184), which still reads its ±.008.
const MAX_PIXELS = 1600 * 1152

// The network's working memory grows with its input: ~200 MB over a whole A-series page, ~110 MB
// over half of it. A page above BAND_PIXELS is found in bands of rows, each run alone and
// overlapping its neighbours by MARGIN rows, whose probabilities are dropped: there a line's
// context is cut short. The bands together are a little more work than the page (+11 % rows at
// two bands), for ~90 MB less at the reading worker's peak (bench:quote).
const BAND_PIXELS = MAX_PIXELS / 2
const MARGIN = 64

// Pages are found one at a time per thread, the network's input and output refilled band after
// band (scratch.ts).
const planes = scratchBuffer()
const bandOutput = scratchBuffer()
const probabilities = scratchBuffer()

/** Finds the text lines of a page; quads are in the page's own pixels. */
export const detectLines: (model: OcrModel, page: Raster) => Promise<DetectedLine[]> = oneAtATime(detect)

async function detect(model: OcrModel, page: Raster): Promise<DetectedLine[]> {
  const { detection } = model
  const [width, height] = networkSize(page)
  const input = await resizeRaster(page, width, height)
  const map = { data: probabilities(width * height), width, height }
  for (const band of rowBands(width, height)) {
    const rows = band.end - band.start
    const pixels = { data: input.data.subarray(band.start * width * 4, band.end * width * 4), width, height: rows }
    const bandInput = toPlanes(pixels, planes(3 * width * rows))
    const output = bandOutput(width * rows)
    await detection.run(
      { [detection.inputNames[0]!]: new Tensor('float32', bandInput, [1, 3, rows, width]) },
      { [detection.outputNames[0]!]: new Tensor('float32', output, [1, 1, rows, width]) },
    )
    const kept = output.subarray((band.keepStart - band.start) * width, (band.keepEnd - band.start) * width)
    map.data.set(kept, band.keepStart * width)
  }
  const quads = textBoxes(map, page.width, page.height)
  return quads.map((quad) => ({ quad, crop: cropLine(page, quad) }))
}

/** Rows [start, end) of the network's input run at once, of which [keepStart, keepEnd) are kept. */
export interface RowBand {
  start: number
  end: number
  keepStart: number
  keepEnd: number
}

/**
 * The bands a width × height input is found in: as few as keep each kept part within
 * {@link BAND_PIXELS}, cut at multiples of the network's step, each run with up to
 * {@link MARGIN} rows more on either side. One band, the whole input, when it fits.
 */
export function rowBands(width: number, height: number): RowBand[] {
  const count = Math.min(Math.ceil((width * height) / BAND_PIXELS), height / STEP)
  const cut = (i: number) => Math.round((i * height) / count / STEP) * STEP
  return Array.from({ length: count }, (_, i) => ({
    start: Math.max(0, cut(i) - MARGIN),
    end: Math.min(height, cut(i + 1) + MARGIN),
    keepStart: cut(i),
    keepEnd: cut(i + 1),
  }))
}

/**
 * The page's size at detection: scaled to fit {@link MAX_SIDE} and {@link MAX_PIXELS}, each side
 * rounded up to the network's step. Rounding up can pass the area cap, so the scale is then
 * lowered in 1% steps until it does not.
 */
export function networkSize(page: { width: number; height: number }): [width: number, height: number] {
  const side = (length: number, scale: number) => Math.max(STEP, Math.ceil((length * scale) / STEP) * STEP)
  let scale = Math.min(1, MAX_SIDE / Math.max(page.width, page.height))
  while (side(page.width, scale) * side(page.height, scale) > MAX_PIXELS) scale *= 0.99
  return [side(page.width, scale), side(page.height, scale)]
}
