import type { AnalysisStep } from '../../contract/analysis-task.ts'
import type { LengthUnit } from '../engine/index.ts'
import type { Refusal } from '../engine/files/refusal.ts'

/** A unit of work for an analysis worker: one file, read by the worker from disk. */
export interface JobRequest {
  type: 'model' | 'drawing'
  /** Absolute path of the stored upload. */
  path: string
  /** The user's file name, for messages only. */
  fileName: string
  /** Units of STL/OBJ/glTF coordinates. */
  units?: LengthUnit
  /** model: where to write the viewer's mesh (absolute), for the formats that have one. */
  meshPath?: string
}

/**
 * parse: the file is not readable (the message is for the user); error: a bug or resource problem;
 * crash: the worker died; timeout and cancelled: the pool stopped the job.
 */
export type JobFailure = 'parse' | 'error' | 'crash' | 'timeout' | 'cancelled'

/** How a worker process ended when it died under a job: its exit code or signal, and whether it ran out of memory. */
export interface WorkerExit {
  code: number | null
  signal: string | null
  outOfMemory: boolean
}

export type JobResult =
  | { ok: true; report: unknown }
  | {
      ok: false
      failure: JobFailure
      message: string
      /** parse: the engine's reason, when it has a message of its own for the customer. */
      refusal?: Refusal
      /** crash: how the worker ended. */
      exit?: WorkerExit
    }

export interface WorkerRequest extends JobRequest {
  id: number
}

/** What a running job is doing, as the customer sees it (the contract's analysis step). */
export type JobProgress = AnalysisStep

/** Called while a job runs, each time it moves on (an OCR page read). */
export type OnJobProgress = (progress: JobProgress) => void

/** The one answer to a job, after which the worker takes the next. */
export type WorkerReply = { id: number; memoryBytes: number } & JobResult

/** Posted any number of times before the reply; it never settles the job. */
export interface WorkerProgress {
  id: number
  progress: JobProgress
}

export type WorkerMessage = WorkerReply | WorkerProgress
