import { Tensor } from 'onnxruntime-node'
import type { OcrModel } from './model.ts'
import { resizeRaster, toPlanes, type Raster } from './raster.ts'

/** What the recogniser read in one line image. */
export interface ReadText {
  text: string
  /** Mean probability of the kept characters, 0…1; 0 for an empty read. */
  confidence: number
}

// The recogniser was trained on 48 px high lines; very long lines are squeezed to bound the work.
const HEIGHT = 48
const MAX_WIDTH = 2000

/** Reads one cropped, upright text line. */
export async function recogniseLine(model: OcrModel, crop: Raster): Promise<ReadText> {
  const width = Math.min(MAX_WIDTH, Math.max(HEIGHT / 2, Math.round((crop.width * HEIGHT) / crop.height)))
  const input = await resizeRaster(crop, width, HEIGHT)
  const tensor = new Tensor('float32', toPlanes(input), [1, 3, HEIGHT, width])
  const output = await model.recognition.run({ [model.recognition.inputNames[0]!]: tensor })
  const scores = output[model.recognition.outputNames[0]!]!
  const [, steps = 0, classes = 0] = scores.dims
  return decodeCtc(scores.data as Float32Array, steps, classes, model.dictionary)
}

/**
 * Greedy CTC decoding: the best class per time step, repeats collapsed, blanks (class 0) dropped.
 */
export function decodeCtc(scores: Float32Array, steps: number, classes: number, dictionary: string[]): ReadText {
  let text = ''
  let sum = 0
  let kept = 0
  let previous = -1
  for (let t = 0; t < steps; t++) {
    let best = 0
    for (let c = 1; c < classes; c++) if (scores[t * classes + c]! > scores[t * classes + best]!) best = c
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1] ?? ''
      sum += scores[t * classes + best]!
      kept++
    }
    previous = best
  }
  return { text, confidence: kept > 0 ? sum / kept : 0 }
}
