import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { filePart, fixtureBytes } from './helpers/quoting.ts'
import {
  api,
  childPids,
  ended,
  login,
  startServer,
  staticDirs,
  until,
  type ServerProcess,
} from './helpers/server-process.ts'

// Real server processes killed with SIGKILL in the middle of a job: the job is
// taken over and finished, and the customer sees every part priced, not an apology.
const started: ServerProcess[] = []
const dirs: string[] = []

afterEach(async () => {
  for (const server of started.splice(0)) {
    server.child.kill('SIGKILL')
    await server.exited
  }
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'qe-multi-'))
  dirs.push(dir)
  await staticDirs(dir)
  return dir
}

async function start(dir: string, databaseUrl?: string) {
  const server = await startServer(dir, databaseUrl)
  started.push(server)
  return server
}

/** Three slow parts (a STEP with PMI each) in one upload; the task's id. */
async function uploadThree(server: ServerProcess, token: string, tag: string): Promise<string> {
  const step = fixtureBytes('3d/step/NIST_MBE_PMI_3.stp')
  const files = [1, 2, 3].map((i) => filePart(`${tag}-${i}.stp`, step))
  return (await api(server, token, '/api/cnc/partcosts/v3/upload', files)).taskId
}

const task = (server: ServerProcess, token: string, id: string) => api(server, token, `/api/cnc/partcosts/task/${id}`)

async function everyPartPriced(server: ServerProcess, token: string, taskId: string) {
  const done = await until(`task ${taskId} to finish`, async () => {
    const t = await task(server, token, taskId)
    return t.status === 'done' || t.status === 'failed' ? t : undefined
  })
  expect(done.parts.map((p: { status: string; error: string | null }) => [p.status, p.error])).toEqual([
    ['done', null],
    ['done', null],
    ['done', null],
  ])
}

describe('one process on the embedded database', () => {
  it('restarted after a SIGKILL mid-job, it finishes every job', async () => {
    const dir = await dataDir()
    const first = await start(dir)
    const token = await login(first, 'customer')
    const taskId = await uploadThree(first, token, 'restart')
    await until(
      'a part to be running',
      async () =>
        (await task(first, token, taskId)).parts.some((p: { status: string }) => p.status === 'running') || undefined,
    )
    const workers = await until('its workers to start', async () => {
      const pids = childPids(first.child.pid!)
      return pids.length > 0 ? pids : undefined
    })
    first.child.kill('SIGKILL')
    await first.exited
    // Its analysis worker processes do not outlive it.
    await until('the killed server’s workers to exit', async () => workers.every(ended) || undefined, 30_000)
    const second = await start(dir)
    // The session is in the database: the same token works on the new process.
    await everyPartPriced(second, token, taskId)
  }, 240_000)
})

/** A fresh database on the PostgreSQL server of scripts/test-server-pg.sh, dropped afterwards. */
async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  const name = `qe_multi_${randomBytes(6).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL', () => {
  it('one killed with SIGKILL mid-job, the other finishes every job of both', async () => {
    const database = await postgresDatabase()
    const client = new pg.Client({ connectionString: database.url })
    try {
      const dir = await dataDir()
      // The first start migrates and seeds; the second finds it done.
      const a = await start(dir, database.url)
      const b = await start(dir, database.url)
      const token = await login(a, 'customer')
      const tasks = [await uploadThree(a, token, 'a'), await uploadThree(b, token, 'b')]
      await client.connect()
      const held = await until('process A to hold a running job', async () => {
        const { rows } = await client.query(
          `select id from quote_parts where status = 'running' and lease_owner like $1`,
          [`%:${a.child.pid}:%`],
        )
        return rows[0]?.id as number | undefined
      })
      a.child.kill('SIGKILL')
      await a.exited
      for (const taskId of tasks) await everyPartPriced(b, token, taskId)
      const { rows } = await client.query(
        `select p.attempts, p.lease_owner, count(q.id)::int as quotes from quote_parts p
           left join part_quotes q on q.part_id = p.id where p.id = $1 group by p.id`,
        [held],
      )
      // Taken over by B after A's lease passed, and priced once.
      expect(rows[0]).toMatchObject({
        attempts: 2,
        quotes: 1,
        lease_owner: expect.stringContaining(`:${b.child.pid}:`),
      })
    } finally {
      await client.end().catch(() => {})
      for (const server of started.splice(0)) {
        server.child.kill('SIGKILL')
        await server.exited
      }
      await database.drop()
    }
  }, 240_000)
})
