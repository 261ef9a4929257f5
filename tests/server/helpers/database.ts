import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../../server/db/client.ts'

/**
 * A private database for one test file: in-memory PGlite by default, or — when DATABASE_URL is
 * set (scripts/test-server-pg.sh) — a fresh database created on that server and dropped after,
 * so files running in parallel on one PostgreSQL never see each other's rows.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({})
    return { database, drop: async () => database.close() }
  }
  const name = `qe_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    async drop() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
