import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_DEMO_PASSWORD, loadConfig } from '../../server/config.ts'
import { exposedDemoAccounts, isLoopback } from '../../server/services/demo-exposure.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { staticDirs } from './helpers/server-process.ts'

// What a server started with its defaults gives away: the demo accounts' password printed in the
// README, reachable from every interface, and the OpenAPI map of every administrator route.

const ROOT = join(import.meta.dirname, '../..')

/** Starts server/main.ts on every interface with the README's demo password; resolves with its output once it listens or exits. */
async function start(env: Record<string, string>): Promise<{ output: string; code: number | null }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'qe-start-'))
  await staticDirs(dataDir)
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '0.0.0.0',
      QUOTE_DATA_DIR: dataDir,
      QUOTE_DEMO_DIR: join(dataDir, 'demo'),
      QUOTE_DIST_DIR: join(dataDir, 'dist'),
      QUOTE_SEED_DEMO_ORDERS: 'false',
      QUOTE_WORKERS: '1',
      QUOTE_DEMO_PASSWORD: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => void (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => void (output += c.toString()))
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ output, code }))
    child.stdout.on('data', () => {
      if (output.includes('quote-elements is running at')) child.kill('SIGTERM')
    })
  })
}

describe('demo passwords on the network', () => {
  it('a start on every interface with the README password warns in the banner and the log', async () => {
    const { output } = await start({})
    expect(output).toContain('WARNING: demo accounts with the public password are reachable from the network')
    expect(output).toMatch(/admin, subadmin, auditor, customer, acme/)
    // Once in the banner, once in the log line.
    expect(output.split('still sign in with').length - 1).toBe(2)
  }, 120_000)

  it('with NODE_ENV=production the server refuses to start and says why', async () => {
    const { output, code } = await start({ NODE_ENV: 'production' })
    expect(code).toBe(1)
    expect(output).toContain('Refusing to start with NODE_ENV=production')
    expect(output).not.toContain('quote-elements is running at')
  }, 120_000)

  it('names only the accounts still on the public password, and none on a loopback address', async () => {
    const ctx = await createTestContext({ QUOTE_DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD })
    try {
      const customer = await ctx.login('customer', DEFAULT_DEMO_PASSWORD)
      const changed = await ctx.request({
        method: 'POST',
        url: '/api/account/change-password',
        headers: ctx.auth(customer),
        payload: { oldPassword: DEFAULT_DEMO_PASSWORD, newPassword: 'Own-pass-2026' },
      })
      expect(changed.json().code).toBe(200)
      const exposed = await exposedDemoAccounts(ctx.db, '0.0.0.0')
      expect(exposed).toContain('admin')
      expect(exposed).not.toContain('customer')
      expect(await exposedDemoAccounts(ctx.db, '127.0.0.1')).toEqual([])
      expect(['127.0.0.1', '::1', 'localhost'].every(isLoopback)).toBe(true)
      expect(['0.0.0.0', '::', '192.168.1.5'].some(isLoopback)).toBe(false)
    } finally {
      await ctx.close()
    }
  }, 60_000)
})

describe('the OpenAPI document', () => {
  let off: TestContext
  beforeAll(async () => {
    off = await createTestContext({ QUOTE_API_DOCS: 'false' })
  })
  afterAll(() => off.close())

  it('is not served when QUOTE_API_DOCS=false, and API routes still answer', async () => {
    for (const url of ['/api/docs/json', '/api/docs/']) {
      const res = await off.request({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('/api/admin')
    }
    expect((await off.request({ method: 'GET', url: '/api/account/get-sms-image' })).statusCode).toBe(200)
  })

  it('is off by default in production, on otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', QUOTE_API_DOCS: 'true' }).apiDocs).toBe(true)
    expect(loadConfig({}).apiDocs).toBe(true)
  })
})
