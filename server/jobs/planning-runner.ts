import { and, asc, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { autoProcessChatRecords as records, autoProcessFiles } from '../db/schema.ts'
import type { DrawingReport, GeometryReport } from '../engine/index.ts'
import { meshPathOf, type FileStorage } from '../lib/storage.ts'
import { planRecord } from '../services/process-plans/planner.ts'
import { plannedMessage } from '../services/process-plans/summary.ts'
import { failUnfinishedRecords } from '../services/process-plans/status.ts'
import { appendProcessMessages, insertRoute, type ProcessRecord } from '../services/process-plans/store.ts'
import type { PartError } from '../services/quote-tasks.ts'
import type { AnalysisJobs } from './analysis-runner.ts'
import { analyseFiles } from './analyse-files.ts'
import type { JobKind, Lease } from './job-claimer.ts'
import type { ClaimedJob } from './lease.ts'
import { recordSteps } from './step-writer.ts'

/** Thrown inside the result transaction when the record was cancelled or taken over meanwhile: nothing is written. */
class Superseded extends Error {}

/** The record is still running under this lease: only then may its plan be written. */
const held = (recordId: number, lease: Lease) =>
  and(eq(records.id, recordId), eq(records.status, 'running'), eq(records.leaseOwner, lease.owner))

/** As for parts (analysis-runner.ts): a record that took its process down this often fails instead. */
const MAX_ATTEMPTS = 3

/**
 * The first plan of a process record, one job per record claimed from the database queue: model
 * and drawing analysed in AnalysisJobs' worker pool, then the planner; the results (analysis,
 * route version 1, the assistant's message) written in one transaction guarded by the record still
 * being `running` under this process's lease, so a cancelled or taken-over job writes nothing.
 */
export class PlanningJobs implements JobKind {
  readonly table = 'auto_process_chat_records'
  private readonly running = new Map<number, AbortController>()

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly analysis: AnalysisJobs,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Fails the record if it is unfinished and stops its workers here; a finished record is left as it is. */
  async cancel(recordId: number) {
    await failUnfinishedRecords(this.db, recordId, { key: 'analysis.cancelled', params: {} })
    this.running.get(recordId)?.abort()
  }

  async run(job: ClaimedJob, lease: Lease) {
    const [record] = await this.db.select().from(records).where(eq(records.id, job.id))
    if (!record) return
    const abort = new AbortController()
    this.running.set(record.id, abort)
    try {
      if (job.attempts > MAX_ATTEMPTS) return await this.fail(record.id, lease, { key: 'analysis.gaveUp', params: {} })
      await this.plan(record, lease, AbortSignal.any([lease.signal, abort.signal]))
    } finally {
      this.running.delete(record.id)
    }
  }

  private async plan(record: ProcessRecord, lease: Lease, signal: AbortSignal) {
    const recordId = record.id
    const files = await this.db
      .select()
      .from(autoProcessFiles)
      .where(eq(autoProcessFiles.recordId, recordId))
      .orderBy(asc(autoProcessFiles.id))
    const model = files.find((f) => f.kind === '3d')
    const drawing = files.find((f) => f.kind === '2d')
    const steps = recordSteps(this.db, recordId, this.log)
    const outcome = await analyseFiles(
      { model, drawing },
      (type, file) =>
        this.analysis.runFile(
          {
            type,
            path: this.storage.absolute(file.storedPath),
            fileName: file.originalName,
            ...(type === 'model' ? { meshPath: this.storage.absolute(meshPathOf(file.storedPath)) } : {}),
          },
          signal,
          steps.push,
        ),
      steps,
      lease,
      this.log,
      { recordId },
    )
    if (!outcome) return
    if ('failure' in outcome) return this.fail(recordId, lease, outcome.failure)
    try {
      await this.write(record, lease, outcome.geometry, outcome.drawing)
    } catch (err) {
      if (err instanceof Superseded) return
      this.log.error({ err, recordId }, 'process planning failed')
      await this.fail(recordId, lease, { key: 'analysis.error', params: {} })
    }
  }

  private async fail(recordId: number, lease: Lease, error: PartError) {
    await failUnfinishedRecords(this.db, recordId, error, lease.owner)
  }

  private async write(
    record: ProcessRecord,
    lease: Lease,
    geometry: GeometryReport | null,
    drawing: DrawingReport | null,
  ) {
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
        .where(held(record.id, lease))
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
