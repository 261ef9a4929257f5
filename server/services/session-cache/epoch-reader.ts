import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessionEpoch } from '../../db/schema.ts'

/** The session epoch as committed now (0 before any invalidating write). */
export async function readSessionEpoch(db: Db): Promise<number> {
  const [row] = await db.select({ version: sessionEpoch.version }).from(sessionEpoch).where(eq(sessionEpoch.id, 1))
  return row?.version ?? 0
}

interface Waiters {
  promise: Promise<number>
  resolve: (version: number) => void
  reject: (err: unknown) => void
}

function waiters(): Waiters {
  let resolve!: Waiters['resolve']
  let reject!: Waiters['reject']
  const promise = new Promise<number>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/**
 * Reads the epoch for many concurrent requests with few queries, never answering with a read that
 * began before the caller asked: a read under way may predate a write the caller must see, so
 * later callers wait for the next read, which all of them share. Under load that is one query per
 * round trip, however many requests arrive meanwhile.
 */
export class EpochReader {
  private current: Promise<number> | null = null
  private queued: Waiters | null = null

  constructor(private readonly read: () => Promise<number>) {}

  fresh(): Promise<number> {
    if (!this.current) return this.begin()
    this.queued ??= waiters()
    return this.queued.promise
  }

  private begin(): Promise<number> {
    const read = this.read()
    this.current = read
    const settle = () => {
      this.current = null
      const next = this.queued
      this.queued = null
      if (next) this.begin().then(next.resolve, next.reject)
    }
    read.then(settle, settle)
    return read
  }
}
