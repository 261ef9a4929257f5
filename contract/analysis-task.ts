import { z } from 'zod'
import { analysisStatus, doneMeshUrl } from './quote.ts'

// The analysis task the client polls after an upload (GET /api/cnc/partcosts/task/{taskId}), with
// what each running part is doing, so a scan read page by page shows more than "analysing…".

/**
 * What a running analysis (a quote part, a process record) is doing now: reading a scan by OCR,
 * `done` of `total` pages finished (0: reading has started). Null when it is not running.
 */
export const analysisStep = z.object({
  stage: z.literal('ocr'),
  done: z.number().int().min(0),
  total: z.number().int().min(1),
})

/** The page being read (from 1): the one after those done; the last stays while its findings are used. */
export const pageBeingRead = (step: AnalysisStep) => Math.min(step.done + 1, step.total)

/** One part of a task as polled; `error` is already in the reader's language. */
const analysisTaskPart = z.object({
  partId: z.number().int(),
  name: z.string(),
  status: analysisStatus,
  error: z.string().nullable(),
  step: analysisStep.nullable(),
  meshUrl: doneMeshUrl,
})

/** The polling answer: done once every part finished (some may have failed), failed when all failed. */
export const analysisTask = z.object({
  taskId: z.string(),
  chatRecordId: z.number().int(),
  status: analysisStatus,
  progress: z.number().int().describe('0–100'),
  parts: z.array(analysisTaskPart),
})

export type AnalysisStep = z.infer<typeof analysisStep>
export type AnalysisTask = z.infer<typeof analysisTask>
