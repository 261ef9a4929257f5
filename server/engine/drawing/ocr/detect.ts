import { Tensor } from 'onnxruntime-node'
import { cropLine } from './crop-line.ts'
import type { OcrModel } from './model.ts'
import { resizeRaster, toPlanes, type Point, type Raster } from './raster.ts'
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

// The network's input and output (up to 30 MB for a page) are kept and refilled page after page:
// fresh ones would wait for the garbage collector while the next page allocates its own. Pages
// are therefore found one at a time per thread, which is also all the memory budget allows.
let input = new Float32Array(0)
let output = new Float32Array(0)
let queue: Promise<unknown> = Promise.resolve()

const atLeast = (buffer: Float32Array<ArrayBuffer>, length: number) =>
  buffer.length >= length ? buffer : new Float32Array(length)

/** Finds the text lines of a page; quads are in the page's own pixels. */
export function detectLines(model: OcrModel, page: Raster): Promise<DetectedLine[]> {
  const found = queue.then(() => detect(model, page))
  queue = found.catch(() => undefined)
  return found
}

async function detect(model: OcrModel, page: Raster): Promise<DetectedLine[]> {
  const { detection } = model
  const scale = Math.min(1, MAX_SIDE / Math.max(page.width, page.height))
  const width = Math.max(STEP, Math.ceil((page.width * scale) / STEP) * STEP)
  const height = Math.max(STEP, Math.ceil((page.height * scale) / STEP) * STEP)
  input = atLeast(input, 3 * width * height)
  output = atLeast(output, width * height)
  const planes = toPlanes(await resizeRaster(page, width, height), input.subarray(0, 3 * width * height))
  const map = { data: output.subarray(0, width * height), width, height }
  await detection.run(
    { [detection.inputNames[0]!]: new Tensor('float32', planes, [1, 3, height, width]) },
    { [detection.outputNames[0]!]: new Tensor('float32', map.data, [1, 1, height, width]) },
  )
  const quads = textBoxes(map, page.width, page.height)
  return quads.map((quad) => ({ quad, crop: cropLine(page, quad) }))
}
