import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { multipart, type Part } from './multipart.ts'

const ROOT = join(import.meta.dirname, '../../..')
export const CAPTCHA = 'MP42'
export const DEMO_PASSWORD = 'Multi@2026'

/** A real server process (`server/main.ts`), as `npm start` runs it, on a free loopback port. */
export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Resolves when the process has exited (a SIGKILL included). */
  exited: Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** Demo and dist folders with one page each: the static routes need them, the tests do not. */
export async function staticDirs(dataDir: string) {
  for (const dir of ['demo', 'dist']) await mkdir(join(dataDir, dir), { recursive: true })
  await writeFile(join(dataDir, 'demo', 'index.html'), '<!doctype html><title>demo</title>')
  await writeFile(join(dataDir, 'dist', 'quote-elements.js'), 'export {}\n')
}

/**
 * Starts a server on `dataDir` (uploads, and the embedded database unless `databaseUrl` is given)
 * and resolves once it listens. One worker and short leases, so a test sees a job taken over in
 * seconds; limits that a burst of test uploads would trip are off.
 */
export async function startServer(dataDir: string, databaseUrl?: string): Promise<ServerProcess> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUOTE_DATA_DIR: dataDir,
    QUOTE_DEMO_DIR: join(dataDir, 'demo'),
    QUOTE_DIST_DIR: join(dataDir, 'dist'),
    QUOTE_TEST_CAPTCHA: CAPTCHA,
    QUOTE_DEMO_PASSWORD: DEMO_PASSWORD,
    QUOTE_SEED_DEMO_ORDERS: 'false',
    QUOTE_LOGIN_RATE_MAX: '0',
    QUOTE_CAPTCHA_RATE_MAX: '0',
    QUOTE_WRITE_RATE_MAX: '0',
    QUOTE_UPLOAD_RATE_MAX: '0',
    QUOTE_WORKERS: '1',
    QUOTE_JOB_LEASE_MS: '3000',
    QUOTE_JOB_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('quote-elements is running at')) resolve()
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()))
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, child, exited }
}

export async function login(server: ServerProcess, username: string) {
  const image = await fetch(`${server.url}/api/account/get-sms-image`)
  const captchaKey = image.headers.get('x-captcha-key')
  const res = await fetch(`${server.url}/api/account/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, captchaKey, captchaCode: CAPTCHA }),
  })
  const body = await res.json()
  if (body.code !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`)
  return body.data.token as string
}

/** The envelope's data of an API call with the caller's token. */
export async function api(server: ServerProcess, token: string, path: string, parts?: Part[]) {
  const form = parts ? multipart(parts) : undefined
  const res = await fetch(`${server.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...form?.headers },
    ...(form ? { body: form.body } : {}),
  })
  const body = await res.json()
  if (body.code !== 200) throw new Error(`${path} failed: ${JSON.stringify(body)}`)
  return body.data
}

/** Polls until `check` returns something (every 100 ms, up to `ms`). */
export async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const found = await check()
    if (found !== undefined) return found
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** The processes `pid` has started and that still run (Linux: /proc). */
export function childPids(pid: number): number[] {
  const tasks = readdirSync(`/proc/${pid}/task`)
  return tasks.flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  )
}

/** Whether a process has ended: gone, or a zombie its new parent has not reaped. */
export function ended(pid: number): boolean {
  try {
    return /State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return true
  }
}
