import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { REPO_ROOT } from '../paths.ts'
import { initPgliteDir, PGLITE_OPTIONS } from './pglite-options.ts'
import * as schema from './schema.ts'

/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  /** Which engine answers: PGlite (embedded) or a PostgreSQL server. */
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`, before the notifying write's
   * promise resolves. Only this process opens an embedded database, so nothing is missed.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** PGlite only: the whole data directory as a tarball, which `pgliteImage` opens again. */
  dump?(): Promise<Blob>
}

const MIGRATIONS_DIR = join(REPO_ROOT, 'server/db/migrations')

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite in `pgliteDir`
 * (or in memory when `pgliteDir` is undefined, which the tests use). `pgliteImage`, a data
 * directory dumped by PGlite's `dumpDataDir`, starts the database from that copy instead of an
 * empty one: the tests migrate and seed once per run and open a copy per file.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined
  pgliteDir?: string | undefined
  pgliteImage?: Blob | undefined
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle client error must not crash the process; the pool replaces the client.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema })
    await pool.query('select 1')
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    }
  }
  if (opts.pgliteDir) {
    mkdirSync(opts.pgliteDir, { recursive: true })
    initPgliteDir(opts.pgliteDir)
  }
  const options = opts.pgliteImage ? { ...PGLITE_OPTIONS, loadDataDir: opts.pgliteImage } : PGLITE_OPTIONS
  const client = await PGlite.create(opts.pgliteDir, options)
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dumpDataDir('none'),
  }
}
