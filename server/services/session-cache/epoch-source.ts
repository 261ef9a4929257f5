import type { Database } from '../../db/client.ts'
import { EpochReader, readSessionEpoch } from './epoch-reader.ts'

/** The NOTIFY channel of the bump_session_epoch trigger (migration 0006). */
const CHANNEL = 'session_epoch'

export interface EpochSource {
  /** The session epoch as of no earlier than this call. */
  fresh(): number | Promise<number>
  close(): Promise<void>
}

/**
 * On PostgreSQL other processes write too, and a NOTIFY arrives a little after their commit: each
 * request reads the version row (shared by concurrent requests), so none is served stale. Embedded
 * PGlite is opened by this process alone and delivers the trigger's NOTIFY before the write
 * returns, so the version is known without a query — a query there costs the event loop itself.
 */
export async function epochSource(database: Database): Promise<EpochSource> {
  if (!database.listen) {
    const reader = new EpochReader(() => readSessionEpoch(database.db))
    return { fresh: () => reader.fresh(), close: async () => {} }
  }
  let version = 0
  const advance = (seen: number) => {
    if (seen > version) version = seen
  }
  const stop = await database.listen(CHANNEL, (payload) => advance(Number(payload)))
  // Read after listening, so a bump between the two is not lost.
  advance(await readSessionEpoch(database.db))
  return { fresh: () => version, close: stop }
}
