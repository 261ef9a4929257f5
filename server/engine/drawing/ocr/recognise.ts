import { Tensor } from 'onnxruntime-node'
import type { OcrModel } from './model.ts'
import { resizeRaster, toPlanes, type Raster } from './raster.ts'
import { oneAtATime, scratchBuffer } from './scratch.ts'

/** What the recogniser read in one line image. */
export interface ReadText {
  text: string
  /** Mean probability of the kept characters, 0…1; 0 for an empty read. */
  confidence: number
}

// The recogniser was trained on 48 px high lines; very long lines are squeezed to bound the work.
const HEIGHT = 48
const MAX_WIDTH = 2000
// Its output has a time step per 8 px of width, rounded as below. A preallocated output must
// match that shape exactly: checked against what the network returns for every width it is given
// (HEIGHT / 2 to MAX_WIDTH).
const stepsFor = (width: number) => Math.floor((width + 3) / 8)

const planes = scratchBuffer()
const scores = scratchBuffer()

/** Reads one cropped, upright text line. */
export const recogniseLine = oneAtATime(async (model: OcrModel, crop: Raster): Promise<ReadText> => {
  const { recognition, dictionary } = model
  const width = Math.min(MAX_WIDTH, Math.max(HEIGHT / 2, Math.round((crop.width * HEIGHT) / crop.height)))
  const input = toPlanes(await resizeRaster(crop, width, HEIGHT), planes(3 * HEIGHT * width))
  // One class per dictionary entry, and class 0 for the blank.
  const [steps, classes] = [stepsFor(width), dictionary.length + 1]
  const output = scores(steps * classes)
  await recognition.run(
    { [recognition.inputNames[0]!]: new Tensor('float32', input, [1, 3, HEIGHT, width]) },
    { [recognition.outputNames[0]!]: new Tensor('float32', output, [1, steps, classes]) },
  )
  return decodeCtc(output, steps, classes, dictionary)
})

/**
 * Greedy CTC decoding: the best class per time step, repeats collapsed, blanks (class 0) dropped.
 */
function decodeCtc(scores: Float32Array, steps: number, classes: number, dictionary: string[]): ReadText {
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
