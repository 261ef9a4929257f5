import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../../server/db/client.ts'
import { seed } from '../../../server/db/seed.ts'

/** The demo accounts' password in every test database. */
export const PASSWORD = 'Test@2026pw'

export type SeedOptions = { seedDemo: boolean; demoPassword: string }

/** What the template database built once per run holds besides the migrations. */
export const TEMPLATE_SEED: SeedOptions = { seedDemo: true, demoPassword: PASSWORD }

export interface TestDatabase {
  database: Database
  drop(): Promise<void>
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** global-setup.ts: a PGlite dump file, or the template database's name on PostgreSQL. */
    testDatabaseTemplate: string
  }
}

/**
 * A private, empty database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set (scripts/test-server-pg.sh) — a fresh database created on that server and
 * dropped after, so files running in parallel on one PostgreSQL never see each other's rows.
 * `template` names a database on that server to copy instead of starting empty.
 */
export async function openTestDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({})
    return { database, drop: async () => database.close() }
  }
  const name = `qe_test_${randomBytes(6).toString('hex')}`
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    async drop() {
      await database.close()
      await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/**
 * A private database, migrated and seeded with `seedOptions`. With the template's seed it is a
 * copy of the database global-setup.ts built once for the run (a second in-memory PGlite, or a
 * PostgreSQL database made from the template), which takes a fraction of creating, migrating and
 * seeding one; any other seed is built from scratch.
 */
export async function openSeededTestDatabase(seedOptions: SeedOptions): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate')
  const sameSeed =
    seedOptions.seedDemo === TEMPLATE_SEED.seedDemo && seedOptions.demoPassword === TEMPLATE_SEED.demoPassword
  if (template && sameSeed) {
    if (process.env.DATABASE_URL) return openTestDatabase(template)
    const database = await openDatabase({ pgliteImage: new Blob([await readFile(template)]) })
    return { database, drop: () => database.close() }
  }
  const opened = await openTestDatabase()
  await opened.database.migrate()
  await seed(opened.database.db, seedOptions)
  return opened
}

/** Runs one statement on the PostgreSQL server at `url` over a connection of its own. */
export async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
