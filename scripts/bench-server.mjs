// A real server process for the benchmarks (bench-quote, bench-soak): started on a free loopback
// port with a fresh data directory, sampled for RSS, stopped and cleaned up however the bench ends.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVER_BUNDLE, buildServer } from './build-server.mjs'
import { SERVER_NODE_FLAGS, serverEnv } from './server-env.mjs'

export const root = join(import.meta.dirname, '..')
const CAPTCHA = 'BNCH'
const PASSWORD = 'Bench@2026pw'
const servers = new Set()
let serverBuilt

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const kb = (file, name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(readFileSync(file, 'utf8'))[1])

/**
 * Memory in MB of a process and every process it started, summed (0 once gone). `rss` counts the
 * pages they share (node's own code: ~50 MB a process) once per process; `pss` divides each shared
 * page among the processes that map it, so that the sum counts it once: the memory the server with
 * its analysis workers takes from the machine. `pss: false` skips it: reading it has the kernel walk
 * each process's page tables under its memory lock, which, every 100 ms, slowed warm quotes by ~15%.
 */
export function memoryMb(pid, { pss = true } = {}) {
  const total = { rss: 0, pss: 0 }
  try {
    total.rss = kb(`/proc/${pid}/status`, 'VmRSS') / 1024
    if (pss) total.pss = kb(`/proc/${pid}/smaps_rollup`, 'Pss') / 1024
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) {
        const memory = memoryMb(child, { pss })
        total.rss += memory.rss
        total.pss += memory.pss
      }
  } catch {
    // The process has exited meanwhile.
  }
  return total
}

/** "PSS 950 MB (RSS summed 1,050 MB)": a {@link memoryMb} reading as the benchmarks print it. */
export const fmtMemory = ({ rss, pss }) => `PSS ${pss.toFixed(0)} MB (RSS summed ${rss.toFixed(0)} MB)`

/**
 * Starts the server as `npm start` does; `server.peak` follows {@link memoryMb} of the server and
 * its analysis workers, sampled every 100 ms (a peak shorter than that can pass unseen).
 */
export async function startServer(extraEnv) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'qe-bench-'))
  // What `npm start` runs: the server's bundle, built from the current source.
  serverBuilt ??= buildServer()
  await serverBuilt
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      QUOTE_DATA_DIR: dataDir,
      QUOTE_TEST_CAPTCHA: CAPTCHA,
      QUOTE_DEMO_PASSWORD: PASSWORD,
      QUOTE_SEED_DEMO_ORDERS: 'false',
      QUOTE_LOGIN_RATE_MAX: '0',
      QUOTE_CAPTCHA_RATE_MAX: '0',
      // One customer uploads far faster than a person would; the upload budget has its own server tests.
      QUOTE_UPLOAD_RATE_MAX: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  })
  const server = { child, dataDir, base: `http://127.0.0.1:${port}`, peak: { rss: 0, pss: 0 } }
  servers.add(server)
  child.stdout.resume()
  // PSS is read at each new high of the RSS sum, which is when the peak happens, not every sample.
  const sampler = setInterval(() => {
    const rss = memoryMb(child.pid, { pss: false }).rss
    if (rss > server.peak.rss) server.peak = { rss, pss: Math.max(server.peak.pss, memoryMb(child.pid).pss) }
  }, 100)
  server.stop = async () => {
    clearInterval(sampler)
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
    servers.delete(server)
  }
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start')
    try {
      if ((await fetch(`${server.base}/api/docs/json`)).ok) return server
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

export const stopAll = () => Promise.all([...servers].map((s) => s.stop()))

/** Stops every server and exits when the bench overruns `minutes`; call the result to cancel. */
export function deadline(name, minutes) {
  const timer = setTimeout(() => {
    console.error(`${name}: time limit reached`)
    stopAll().finally(() => process.exit(1))
  }, minutes * 60_000)
  return () => clearTimeout(timer)
}

/** Signs a demo account in; the headers for its calls. */
export async function login(server, username = 'customer') {
  const captcha = await fetch(`${server.base}/api/account/get-sms-image`)
  const res = await fetch(`${server.base}/api/account/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: PASSWORD,
      captchaKey: captcha.headers.get('x-captcha-key'),
      captchaCode: CAPTCHA,
    }),
  })
  const body = await res.json()
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`)
  return { authorization: `Bearer ${body.data.token}` }
}

/** Uploads [name, bytes] files as one task; its answer (taskId, parts). */
export async function upload(server, headers, files) {
  const form = new FormData()
  for (const [name, bytes] of files) form.append('files', new Blob([bytes]), name)
  const up = await (
    await fetch(`${server.base}/api/cnc/partcosts/v3/upload`, { method: 'POST', headers, body: form })
  ).json()
  if (up.code !== 200) throw new Error(`upload failed: ${up.msg}`)
  return up.data
}

/** Polls a task every `everyMs` until it is done; throws when it failed. */
export async function waitTask(server, headers, taskId, everyMs = 25) {
  for (;;) {
    const task = (await (await fetch(`${server.base}/api/cnc/partcosts/task/${taskId}`, { headers })).json()).data
    if (task.status === 'failed') throw new Error(`analysis failed: ${task.parts.map((p) => p.error).join('; ')}`)
    if (task.status === 'done') return task
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** A numeric `--name value` option of the command line. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}

export const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]
export const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`
