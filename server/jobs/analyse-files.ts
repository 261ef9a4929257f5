import type { FastifyBaseLogger } from 'fastify'
import type { DrawingReport, GeometryReport } from '../engine/index.ts'
import type { PartError } from '../services/quote-tasks.ts'
import type { Lease } from './job-claimer.ts'
import { jobError } from './job-error.ts'
import type { JobResult } from './protocol.ts'
import type { StepWriter } from './step-writer.ts'

interface StoredFile {
  storedPath: string
  originalName: string
}

/** What a job's model and drawing gave: both reports (null for a missing file), or the error the job fails with. */
export type FilesOutcome = { failure: PartError } | { geometry: GeometryReport | null; drawing: DrawingReport | null }

/**
 * Analyses a job's model and drawing at once with `run` (the pool job of one file), for a quote part
 * and a process record alike. Undefined when the lease was lost (taken over, cancelled) or the process
 * is shutting down meanwhile: the job is then another process's, or the next one's.
 */
export async function analyseFiles(
  files: { model: StoredFile | undefined; drawing: StoredFile | undefined },
  run: (type: 'model' | 'drawing', file: StoredFile) => Promise<JobResult>,
  steps: StepWriter,
  lease: Lease,
  log: FastifyBaseLogger,
  context: Record<string, unknown>,
): Promise<FilesOutcome | undefined> {
  const { model, drawing } = files
  const [geometry, sheet] = await Promise.all([
    model ? run('model', model) : undefined,
    drawing ? run('drawing', drawing) : undefined,
  ])
  // The result write clears the step, so no step write may still be on its way.
  await steps.close()
  if (lease.signal.aborted) return undefined
  const failure =
    jobError(geometry, model?.originalName, 'analysis.modelFailed', log, context) ??
    jobError(sheet, drawing?.originalName, 'analysis.drawingFailed', log, context)
  if (failure) return { failure }
  return {
    geometry: geometry?.ok ? (geometry.report as GeometryReport) : null,
    drawing: sheet?.ok ? (sheet.report as DrawingReport) : null,
  }
}
