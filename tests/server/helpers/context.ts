import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildAppOptions } from '../../../server/app.ts'
import { loadConfig, type Config } from '../../../server/config.ts'
import type { Database, Db } from '../../../server/db/client.ts'
import { captchas } from '../../../server/db/schema.ts'
import type { SmsSender } from '../../../server/lib/sms-sender.ts'
import { openSeededTestDatabase, PASSWORD } from './database.ts'

export { PASSWORD }
export const DEMO_INDEX = '<!doctype html><title>demo index</title><quote-app></quote-app>'

export interface TestContext {
  app: FastifyInstance
  db: Db
  /** The database itself, for a second app on it (a second process in miniature). */
  database: Database
  config: Config
  dataDir: string
  /** Codes handed to the SMS sender, newest last. */
  sms: { phoneNumber: string; code: string }[]
  request(opts: InjectOptions): Promise<LightMyRequestResponse>
  captcha(): Promise<{ key: string; code: string }>
  login(username: string, password?: string): Promise<string>
  auth(token: string): Record<string, string>
  close(): Promise<void>
}

/**
 * A fully wired app on its own database, data directory and static directories.
 * Rate limits and upload quotas are off unless `env` turns them on, so tests that log in, write or
 * upload often are not throttled.
 * `onRoute` sees every route as it is registered; `logger` captures the log (none by default).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  { onRoute, logger }: Pick<BuildAppOptions, 'onRoute' | 'logger'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'qe-server-'))
  const demoDir = join(dataDir, 'demo')
  const distDir = join(dataDir, 'dist')
  await mkdir(demoDir)
  await mkdir(distDir)
  await writeFile(join(demoDir, 'index.html'), DEMO_INDEX)
  await writeFile(
    join(demoDir, 'cms.html'),
    '<!doctype html><title>cms</title><script type="module">console.log(1)</script>',
  )
  await writeFile(join(distDir, 'quote-elements.js'), 'export const bundle = true\n')

  const config = loadConfig({
    QUOTE_DATA_DIR: dataDir,
    QUOTE_DEMO_DIR: demoDir,
    QUOTE_DIST_DIR: distDir,
    QUOTE_DEMO_PASSWORD: PASSWORD,
    QUOTE_LOGIN_RATE_MAX: '0',
    QUOTE_CAPTCHA_RATE_MAX: '0',
    QUOTE_SMS_RATE_MAX: '0',
    QUOTE_WRITE_RATE_MAX: '0',
    QUOTE_UPLOAD_RATE_MAX: '0',
    QUOTE_PARTS_IN_FLIGHT_MAX: '0',
    QUOTE_UPLOAD_DAILY_MB: '0',
    ...env,
  })
  const { database, drop } = await openSeededTestDatabase(config)
  const sms: TestContext['sms'] = []
  const smsSender: SmsSender = { send: async (phoneNumber, code) => void sms.push({ phoneNumber, code }) }
  const app = await buildApp({
    config,
    database,
    smsSender,
    ...(onRoute ? { onRoute } : {}),
    ...(logger ? { logger } : {}),
  })
  await app.ready()

  const ctx: TestContext = {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    sms,
    request: (opts) => app.inject(opts),
    async captcha() {
      const res = await app.inject({ method: 'GET', url: '/api/account/get-sms-image' })
      const key = String(res.headers['x-captcha-key'])
      const [row] = await database.db.select().from(captchas).where(eq(captchas.key, key))
      return { key, code: row!.code }
    },
    async login(username, password = PASSWORD) {
      const { key, code } = await ctx.captcha()
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/v2/login',
        payload: { username, password, captchaKey: key, captchaCode: code },
      })
      const body = res.json()
      if (body.code !== 200) throw new Error(`login ${username} failed: ${res.body}`)
      return body.data.token as string
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close()
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  return ctx
}
