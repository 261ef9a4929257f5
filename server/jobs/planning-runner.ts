import { and, asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { autoProcessChatRecords as records, autoProcessFiles } from '../db/schema.ts'
import type { DrawingReport, GeometryReport } from '../engine/index.ts'
import type { FileStorage } from '../lib/storage.ts'
import { planRecord } from '../services/process-plans/planner.ts'
import { plannedMessage } from '../services/process-plans/summary.ts'
import { failUnfinishedRecords } from '../services/process-plans/status.ts'
import { appendProcessMessages, insertRoute, type ProcessRecord } from '../services/process-plans/store.ts'
import { jobError, type AnalysisJobs } from './analysis-runner.ts'
import { recordSteps } from './step-writer.ts'

/** Thrown inside the result transaction when the record was cancelled meanwhile: nothing is written. */
class Superseded extends Error {}

/**
 * The first plan of a process record: model and drawing analysed in AnalysisJobs' worker pool,
 * then the planner; the results (analysis, route version 1, the assistant's message) written in
 * one transaction guarded by the record still being `running`, so a cancelled job writes nothing.
 */
export class PlanningJobs {
  private readonly running = new Map<number, AbortController>()
  private readonly inFlight = new Set<Promise<void>>()

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly analysis: AnalysisJobs,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts planning a pending record; returns at once (the client polls the record's detail). */
  enqueue(recordId: number) {
    const abort = new AbortController()
    this.running.set(recordId, abort)
    const job = this.plan(recordId, abort.signal)
      .catch((err) => this.log.error({ err, recordId }, 'planning job failed unexpectedly'))
      .finally(() => {
        this.running.delete(recordId)
        this.inFlight.delete(job)
      })
    this.inFlight.add(job)
  }

  /** Fails the record if it is unfinished and stops its workers; a finished record is left as it is. */
  async cancel(recordId: number) {
    await failUnfinishedRecords(this.db, recordId, { key: 'analysis.cancelled', params: {} })
    this.running.get(recordId)?.abort()
  }

  /** Resolves when every started job has written its result (tests and shutdown wait on it). */
  async idle() {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  async close() {
    for (const abort of this.running.values()) abort.abort()
    await this.idle()
  }

  private async plan(recordId: number, signal: AbortSignal) {
    const [record] = await this.db
      .update(records)
      .set({ status: 'running', updatedAt: new Date() })
      .where(and(eq(records.id, recordId), eq(records.status, 'pending')))
      .returning()
    if (!record) return
    const files = await this.db
      .select()
      .from(autoProcessFiles)
      .where(eq(autoProcessFiles.recordId, recordId))
      .orderBy(asc(autoProcessFiles.id))
    const model = files.find((f) => f.kind === '3d')
    const drawing = files.find((f) => f.kind === '2d')
    const steps = recordSteps(this.db, recordId, this.log)
    const run = (type: 'model' | 'drawing', file: typeof model) =>
      file
        ? this.analysis.runFile(
            { type, path: this.storage.absolute(file.storedPath), fileName: file.originalName },
            signal,
            steps.push,
          )
        : Promise.resolve(undefined)
    const [geometry, sheet] = await Promise.all([run('model', model), run('drawing', drawing)])
    // The result write clears the step, so no step write may still be on its way.
    await steps.close()
    const failure =
      jobError(geometry, model?.originalName, 'analysis.modelFailed') ??
      jobError(sheet, drawing?.originalName, 'analysis.drawingFailed')
    if (failure) return void (await failUnfinishedRecords(this.db, recordId, failure))
    try {
      const geo = geometry?.ok ? (geometry.report as GeometryReport) : null
      const dwg = sheet?.ok ? (sheet.report as DrawingReport) : null
      await this.write(record, geo, dwg)
    } catch (err) {
      if (err instanceof Superseded) return
      this.log.error({ err, recordId }, 'process planning failed')
      await failUnfinishedRecords(this.db, recordId, { key: 'analysis.error', params: {} })
    }
  }

  private async write(record: ProcessRecord, geometry: GeometryReport | null, drawing: DrawingReport | null) {
    const plan = await planRecord(this.db, record, geometry, drawing)
    await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(records)
        .set({
          status: 'done',
          error: null,
          step: null,
          geometry: geometry as unknown as Record<string, unknown>,
          drawing: drawing as unknown as Record<string, unknown>,
          updatedAt: new Date(),
        })
        .where(and(eq(records.id, record.id), eq(records.status, 'running')))
        .returning({ id: records.id })
      if (!done) throw new Superseded()
      const route = await insertRoute(tx, record.id, {
        source: 'planner',
        context: plan.context,
        operations: plan.operations,
        by: { id: null, name: '' },
      })
      await appendProcessMessages(tx, record.id, [
        plannedMessage('process.chat.planned', route.version, plan.operations.length, plan.totals),
      ])
    })
  }
}
