import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { autoProcessChatRecords, autoProcessFiles, quotePartFiles, quoteParts } from '../db/schema.ts'
import { AppError } from '../lib/errors.ts'
import { formatBytes } from '../lib/multipart-upload.ts'
import type { AuthUser } from '../lib/request-context.ts'
import type { StoredUpload } from '../lib/storage.ts'
import type { AnalysisStatus } from '../../contract/quote.ts'

// Per-customer quotas on uploads, counted from the database so they hold across every API process.
// Staff granted the right to upload unmetered (contract/staff-rights.ts) are exempt: pricing
// engineers upload whole RFQ packages on customers' behalf and are accountable through the audit
// log, and the fair queue already keeps their bursts from delaying customers; the quotas are there
// against a runaway or abusive customer account.

export type QuotaLimits = Pick<Config, 'partsInFlightMax' | 'uploadDailyBytes'>
type Reader = Pick<Db, 'select' | 'execute'>

const IN_FLIGHT: AnalysisStatus[] = ['pending', 'running']
/** First key of the per-user advisory lock that serialises quota checks (second: the user id). */
const QUOTA_LOCK = 13_003
/** Above this the wait is worded in hours. */
const MINUTES_WORDING_MAX = 90

async function partsInFlight(db: Reader, userId: number): Promise<number> {
  const [parts] = await db
    .select({ n: count() })
    .from(quoteParts)
    .where(and(eq(quoteParts.userId, userId), inArray(quoteParts.status, IN_FLIGHT)))
  const [plans] = await db
    .select({ n: count() })
    .from(autoProcessChatRecords)
    .where(and(eq(autoProcessChatRecords.userId, userId), inArray(autoProcessChatRecords.status, IN_FLIGHT)))
  return (parts?.n ?? 0) + (plans?.n ?? 0)
}

interface RecentUpload {
  bytes: number
  /** Seconds until this upload leaves the 24 h window, by the database's clock (shared by every process). */
  leavesIn: number
}

/** Bytes uploaded in the last 24 hours, one entry per upload (one transaction, one created_at), oldest first. */
async function recentUploads(db: Reader, userId: number): Promise<RecentUpload[]> {
  const perUpload = (createdAt: PgColumn, size: PgColumn) => ({
    bytes: sql<number>`sum(${size})::float8`.mapWith(Number),
    leavesIn: sql<number>`extract(epoch from ${createdAt} + interval '24 hours' - now())::float8`.mapWith(Number),
  })
  const recent = (createdAt: PgColumn) => sql`${createdAt} > now() - interval '24 hours'`
  const [parts, plans] = await Promise.all([
    db
      .select(perUpload(quotePartFiles.createdAt, quotePartFiles.size))
      .from(quotePartFiles)
      .innerJoin(quoteParts, eq(quoteParts.id, quotePartFiles.partId))
      .where(and(eq(quoteParts.userId, userId), recent(quotePartFiles.createdAt)))
      .groupBy(quotePartFiles.createdAt),
    db
      .select(perUpload(autoProcessFiles.createdAt, autoProcessFiles.size))
      .from(autoProcessFiles)
      .innerJoin(autoProcessChatRecords, eq(autoProcessChatRecords.id, autoProcessFiles.recordId))
      .where(and(eq(autoProcessChatRecords.userId, userId), recent(autoProcessFiles.createdAt)))
      .groupBy(autoProcessFiles.createdAt),
  ])
  return [...parts, ...plans].sort((a, b) => a.leavesIn - b.leavesIn)
}

/** The refusal when `incoming` more bytes do not fit, saying when enough older uploads leave the window. */
function dailyBytesRefusal(uploads: RecentUpload[], incoming: number, max: number): AppError | undefined {
  if (incoming > max)
    return new AppError(413, 'quota.uploadTooLarge', { size: formatBytes(incoming), max: formatBytes(max) })
  const used = uploads.reduce((sum, u) => sum + u.bytes, 0)
  let excess = used + incoming - max
  if (excess <= 0) return undefined
  const freeing = uploads.find((u) => (excess -= u.bytes) <= 0) ?? uploads.at(-1)!
  const seconds = Math.max(1, Math.ceil(freeing.leavesIn))
  const minutes = Math.ceil(seconds / 60)
  const params = { max: formatBytes(max), used: formatBytes(used) }
  return minutes <= MINUTES_WORDING_MAX
    ? new AppError(429, 'quota.dailyBytesMinutes', { ...params, minutes }, seconds)
    : new AppError(429, 'quota.dailyBytesHours', { ...params, hours: Math.ceil(seconds / 3600) }, seconds)
}

async function checkQuota(db: Reader, user: AuthUser, limits: QuotaLimits, incoming: { parts: number; bytes: number }) {
  if (user.may.uploadUnmetered) return
  const maxParts = limits.partsInFlightMax
  if (maxParts > 0) {
    if (incoming.parts > maxParts)
      throw new AppError(413, 'quota.partsPerUpload', { count: incoming.parts, max: maxParts })
    const current = await partsInFlight(db, user.id)
    if (current + incoming.parts > maxParts)
      throw new AppError(429, 'quota.partsInFlight', { count: current, max: maxParts })
  }
  if (limits.uploadDailyBytes > 0) {
    const refusal = dailyBytesRefusal(await recentUploads(db, user.id), incoming.bytes, limits.uploadDailyBytes)
    if (refusal) throw refusal
  }
}

/** Before the body is read: refuses at once when not even one more part or byte would fit. */
export function admitUpload(db: Db, user: AuthUser, limits: QuotaLimits): Promise<void> {
  return checkQuota(db, user, limits, { parts: 1, bytes: 1 })
}

/**
 * The check to run first inside the transaction that creates an upload's rows, given how many
 * parts it makes. A per-user advisory lock (released with the transaction) serialises a user's
 * concurrent uploads on every process, so two cannot both pass on the same remaining quota.
 */
export function reserveUpload(user: AuthUser, limits: QuotaLimits, files: readonly StoredUpload[]) {
  const bytes = files.reduce((sum, f) => sum + f.size, 0)
  return async (tx: Reader, parts: number) => {
    if (user.may.uploadUnmetered) return
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${user.id})`)
    await checkQuota(tx, user, limits, { parts, bytes })
  }
}

/** What upload services call inside their transaction (see reserveUpload). */
export type UploadReservation = ReturnType<typeof reserveUpload>
