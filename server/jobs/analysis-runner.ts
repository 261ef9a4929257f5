import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { quoteParts, quoteTasks } from '../db/schema.ts'
import { priceWithLevers, type LengthUnit } from '../engine/index.ts'
import { meshPathOf, type FileStorage } from '../lib/storage.ts'
import { appendMessages } from '../services/chat-messages.ts'
import { partFiles } from '../services/part-access.ts'
import { pricedMaterial, quoteMessage, recordQuote, toOverrides } from '../services/part-quotes.ts'
import { failUnfinished, refreshTaskStatus, type PartError } from '../services/quote-tasks.ts'
import { versionForPricing } from '../services/quote-configs.ts'
import { loadLibraryOptions } from '../services/process-library/options.ts'
import { shopState } from '../services/lead-time/shop-state.ts'
import { analyseFiles } from './analyse-files.ts'
import type { JobKind, Lease } from './job-claimer.ts'
import type { ClaimedJob } from './lease.ts'
import { WorkerPool, type PoolStats } from './pool.ts'
import type { JobRequest, JobResult, OnJobProgress } from './protocol.ts'
import { partSteps } from './step-writer.ts'

/** Thrown inside the result transaction when the part was cancelled or taken over meanwhile: nothing is written. */
class Superseded extends Error {}

type Part = typeof quoteParts.$inferSelect

/** The part is still running under this lease: only then may its result be written. */
const held = (partId: number, lease: Lease) =>
  and(eq(quoteParts.id, partId), eq(quoteParts.status, 'running'), eq(quoteParts.leaseOwner, lease.owner))

/** A claim beyond this many means the part took its process down each time (a file that exhausts memory, say): it fails instead of taking down the next one. */
const MAX_ATTEMPTS = 3

/**
 * Runs the analysis of uploaded parts, one job per part claimed from the database queue
 * (job-claimer.ts): model and drawing in the worker pool, pricing here, and the results written in
 * one transaction guarded by the part still being `running` under this process's lease — so a
 * cancelled job, or one another process took over, never leaves a half-written part.
 */
export class AnalysisJobs implements JobKind {
  readonly table = 'quote_parts'
  private readonly pool: WorkerPool
  private readonly running = new Map<number, { taskId: string; abort: AbortController }>()

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    config: Config,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pool = new WorkerPool({
      size: config.workers,
      maxJobs: config.workerMaxJobs,
      recycleBytes: config.workerRecycleMb * 1024 * 1024,
      timeoutMs: config.jobTimeoutMs,
    })
  }

  /** Fails the unfinished parts of a task and stops their workers here (another process notices at its next renewal). */
  async cancel(taskId: string) {
    await failUnfinished(this.db, { taskId }, { key: 'analysis.cancelled', params: {} })
    for (const job of this.running.values()) if (job.taskId === taskId) job.abort.abort()
  }

  async run(job: ClaimedJob, lease: Lease) {
    const [part] = await this.db.select().from(quoteParts).where(eq(quoteParts.id, job.id))
    if (!part) return
    const abort = new AbortController()
    this.running.set(part.id, { taskId: part.taskId, abort })
    try {
      if (job.attempts > MAX_ATTEMPTS) return await this.fail(part, lease, { key: 'analysis.gaveUp', params: {} })
      await this.analyse(part, lease, AbortSignal.any([lease.signal, abort.signal]))
    } finally {
      this.running.delete(part.id)
    }
  }

  /** Analyses one stored file in this pool, so other jobs (process planning) share its workers. */
  runFile(request: JobRequest, signal?: AbortSignal, onProgress?: OnJobProgress): Promise<JobResult> {
    return this.pool.run(request, signal, '', onProgress)
  }

  stats(): PoolStats {
    return this.pool.stats()
  }

  /** Call after the claimer has closed: nothing runs any more. */
  async close() {
    await this.pool.close()
  }

  private async analyse(part: Part, lease: Lease, signal: AbortSignal) {
    const partId = part.id
    await this.db
      .update(quoteTasks)
      .set({ status: 'running', updatedAt: new Date() })
      .where(and(eq(quoteTasks.id, part.taskId), eq(quoteTasks.status, 'pending')))
    const files = (await partFiles(this.db, partId)).filter((f) => f.primary)
    const model = files.find((f) => f.kind === '3d')
    const drawing = files.find((f) => f.kind === '2d')
    const units = part.attributes.units as LengthUnit | undefined
    const steps = partSteps(this.db, partId, this.log)
    const outcome = await analyseFiles(
      { model, drawing },
      (type, file) =>
        this.pool.run(
          {
            type,
            path: this.storage.absolute(file.storedPath),
            fileName: file.originalName,
            ...(units ? { units } : {}),
            ...(type === 'model' ? { meshPath: this.storage.absolute(meshPathOf(file.storedPath)) } : {}),
          },
          signal,
          // One lane per customer: a burst of parts does not hold up someone else's single part.
          part.userId,
          steps.push,
        ),
      steps,
      lease,
      this.log,
      { partId },
    )
    if (!outcome) return
    if ('failure' in outcome) return this.fail(part, lease, outcome.failure)
    const { geometry: geo, drawing: dwg } = outcome
    try {
      const [version, libraries] = await Promise.all([
        versionForPricing(this.db, part.configId),
        loadLibraryOptions(this.db),
      ])
      const overrides = toOverrides(part.attributes)
      // Dated behind the shop's open work, as of now.
      const shop = await shopState(this.db, new Date(), version.config.leadTime)
      const result = priceWithLevers(
        { geometry: geo, drawing: dwg, overrides, modelName: part.name },
        version.config,
        libraries,
        shop,
      )
      await this.db.transaction(async (tx) => {
        const [done] = await tx
          .update(quoteParts)
          .set({
            status: 'done',
            step: null,
            geometry: geo as unknown as Record<string, unknown>,
            drawing: dwg as unknown as Record<string, unknown>,
            updatedAt: new Date(),
          })
          .where(held(partId, lease))
          .returning({ id: quoteParts.id })
        if (!done) throw new Superseded()
        const quote = await recordQuote(tx, partId, version.versionId, overrides, result)
        await appendMessages(tx, part.chatRecordId, [
          quoteMessage('analysis', partId, part.name, quote.id, result, pricedMaterial(result)),
        ])
        await refreshTaskStatus(tx, part.taskId)
      })
    } catch (err) {
      if (err instanceof Superseded) return
      this.log.error({ err, partId }, 'pricing failed')
      await this.fail(part, lease, { key: 'analysis.error', params: {} })
    }
  }

  private async fail(part: Part, lease: Lease, error: PartError) {
    await this.db.transaction(async (tx) => {
      const [failed] = await tx
        .update(quoteParts)
        .set({ status: 'failed', error, step: null, updatedAt: new Date() })
        .where(held(part.id, lease))
        .returning({ id: quoteParts.id })
      if (!failed) return
      await appendMessages(tx, part.chatRecordId, [
        {
          role: 'assistant',
          kind: 'analysis',
          textKey: 'chat.assistantFailed',
          params: { name: part.name, error },
          data: { partId: part.id },
        },
      ])
      await refreshTaskStatus(tx, part.taskId)
    })
  }
}
