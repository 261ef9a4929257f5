import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../../server/db/client.ts'
import { seed } from '../../../server/db/seed.ts'
import { onServer, TEMPLATE_SEED } from './database.ts'

/**
 * Builds the migrated and seeded database every test file starts from, once per run: creating an
 * embedded database, migrating and seeding it took most of a light file's time, repeated by
 * every file. On PGlite the template is a dump of its data directory, which each file loads into
 * an in-memory database of its own; on PostgreSQL (DATABASE_URL) it is a database each file's
 * `CREATE DATABASE … TEMPLATE` copies. Returns the teardown that removes it after the run.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const name = `qe_template_${randomBytes(6).toString('hex')}`
    await onServer(adminUrl, `CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString() })
    await database.migrate()
    await seed(database.db, TEMPLATE_SEED)
    // A database another session is connected to cannot serve as a template.
    await database.close()
    project.provide('testDatabaseTemplate', name)
    return () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  const dir = await mkdtemp(join(tmpdir(), 'qe-template-'))
  const database = await openDatabase({})
  await database.migrate()
  await seed(database.db, TEMPLATE_SEED)
  const file = join(dir, 'pgdata.tar')
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()))
  await database.close()
  project.provide('testDatabaseTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
