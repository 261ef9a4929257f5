import { splitIntoLineImages } from '@gutenye/ocr-common/splitIntoLineImages'
import { Tensor } from 'onnxruntime-node'
import type { OcrModel } from './model.ts'
import { resizeRaster, toPlanes, type Point, type Raster } from './raster.ts'

/** A text line found on a page: its quadrilateral (clockwise from top-left) and its pixels. */
export interface DetectedLine {
  quad: Point[]
  crop: Raster
}

// The network wants sides in multiples of 32. Finding text needs less resolution than reading it:
// the long side is capped (an A3 page at 150 dpi is found at 2/3 scale, 3.5 mm lettering still
// 14 px tall), which bounds time and memory, while the lines are cut from the full-size page.
const STEP = 32
const MAX_SIDE = 1600
// A pixel is text when the network's probability exceeds this (PaddleOCR's DB default).
const TEXT_PROBABILITY = 0.3

/** Finds the text lines of a page; quads are in the page's own pixels. */
export async function detectLines(model: OcrModel, page: Raster): Promise<DetectedLine[]> {
  const scale = Math.min(1, MAX_SIDE / Math.max(page.width, page.height))
  const width = Math.max(STEP, Math.ceil((page.width * scale) / STEP) * STEP)
  const height = Math.max(STEP, Math.ceil((page.height * scale) / STEP) * STEP)
  const input = await resizeRaster(page, width, height)
  const tensor = new Tensor('float32', toPlanes(input), [1, 3, height, width])
  const output = await model.detection.run({ [model.detection.inputNames[0]!]: tensor })
  const probability = output[model.detection.outputNames[0]!]!
  const [, , outHeight = height, outWidth = width] = probability.dims
  const mask = maskOf(probability.data as Float32Array, outWidth, outHeight)
  // Boxes come back scaled from the mask to the page they are cut from.
  const lines = await splitIntoLineImages(mask as never, page as never)
  return lines.map((line) => ({
    quad: line.box.map(([x = 0, y = 0]) => [x, y] as Point),
    crop: line.image as unknown as Raster,
  }))
}

function maskOf(probability: Float32Array, width: number, height: number): Raster {
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const v = probability[i]! > TEXT_PROBABILITY ? 255 : 0
    data[4 * i] = v
    data[4 * i + 1] = v
    data[4 * i + 2] = v
    data[4 * i + 3] = 255
  }
  return { data, width, height }
}
