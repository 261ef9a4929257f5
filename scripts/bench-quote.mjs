#!/usr/bin/env node
// Quote benchmark: upload featuretype.STEP with a PDF drawing to a real server on loopback and
// time upload → priced part. Cold = every analysis job on a fresh worker (QUOTE_WORKER_MAX_JOBS=1:
// WASM compile and engine load each time); warm = a warmed pool. Then throughput with 8 uploads in
// flight, and the server's peak RSS (main thread and workers are one process).
// Usage: node scripts/bench-quote.mjs [--runs 20] [--concurrency 8]
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const RUNS = arg('runs', 20)
const CONCURRENCY = arg('concurrency', 8)
const CAPTCHA = 'BNCH'
const PASSWORD = 'Bench@2026pw'
const model = readFileSync(join(root, 'tests/fixtures/3d/step/featuretype.STEP'))
const drawing = readFileSync(join(root, 'tests/fixtures/2d/NIST_MBE_PMI_1.pdf'))
const servers = new Set()

// The whole benchmark is bounded: whatever hangs, the servers are stopped and the script exits.
const deadline = setTimeout(() => {
  console.error('bench-quote: time limit reached')
  stopAll().finally(() => process.exit(1))
}, 15 * 60_000)

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return {
      rss: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024,
      hwm: Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024,
    }
  } catch {
    return { rss: 0, hwm: 0 }
  }
}

async function startServer(extraEnv) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'qe-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUOTE_DATA_DIR: dataDir,
      QUOTE_TEST_CAPTCHA: CAPTCHA,
      QUOTE_DEMO_PASSWORD: PASSWORD,
      QUOTE_LOGIN_RATE_MAX: '0',
      QUOTE_CAPTCHA_RATE_MAX: '0',
      // One customer uploads far faster than a person would; the upload budget has its own server tests.
      QUOTE_UPLOAD_RATE_MAX: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  })
  const server = { child, dataDir, base: `http://127.0.0.1:${port}`, peakMb: 0 }
  servers.add(server)
  child.stdout.resume()
  const sampler = setInterval(() => (server.peakMb = Math.max(server.peakMb, rssMb(child.pid).rss)), 100)
  server.stop = async () => {
    clearInterval(sampler)
    server.peakMb = Math.max(server.peakMb, rssMb(child.pid).hwm)
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
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

const stopAll = () => Promise.all([...servers].map((s) => s.stop()))

async function login(server) {
  const captcha = await fetch(`${server.base}/api/account/get-sms-image`)
  const res = await fetch(`${server.base}/api/account/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'customer',
      password: PASSWORD,
      captchaKey: captcha.headers.get('x-captcha-key'),
      captchaCode: CAPTCHA,
    }),
  })
  const body = await res.json()
  if (body.code !== 200) throw new Error(`login failed: ${body.msg}`)
  return { authorization: `Bearer ${body.data.token}` }
}

/** Upload → poll the task (every 25 ms) → read the priced part; returns milliseconds. */
async function quoteOnce(server, headers) {
  const t0 = performance.now()
  const form = new FormData()
  form.append('files', new Blob([model]), 'featuretype.STEP')
  form.append('files', new Blob([drawing]), 'featuretype.pdf')
  const up = await (
    await fetch(`${server.base}/api/cnc/partcosts/v3/upload`, { method: 'POST', headers, body: form })
  ).json()
  if (up.code !== 200) throw new Error(`upload failed: ${up.msg}`)
  for (;;) {
    const task = (await (await fetch(`${server.base}/api/cnc/partcosts/task/${up.data.taskId}`, { headers })).json())
      .data
    if (task.status === 'failed') throw new Error(`analysis failed: ${task.parts.map((p) => p.error).join('; ')}`)
    if (task.status === 'done') break
    await new Promise((r) => setTimeout(r, 25))
  }
  const part = (
    await (await fetch(`${server.base}/api/cnc/partcosts/part/${up.data.parts[0].partId}`, { headers })).json()
  ).data
  if (!part.quote?.unitPrice) throw new Error('part has no price')
  return performance.now() - t0
}

const pct = (xs, p) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]
const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`
const line = (label, xs) =>
  console.log(`${label.padEnd(28)} p50 ${fmt(pct(xs, 50))}  p95 ${fmt(pct(xs, 95))}  (${xs.length} runs)`)

try {
  console.log(
    `quote bench: node ${process.version}, featuretype.STEP (${(model.length / 1024).toFixed(0)} KB) + PDF drawing, ${RUNS} runs\n`,
  )
  const cold = await startServer({ QUOTE_WORKER_MAX_JOBS: '1' })
  const coldHeaders = await login(cold)
  const coldTimes = []
  for (let i = 0; i < RUNS; i++) coldTimes.push(await quoteOnce(cold, coldHeaders))
  await cold.stop()
  line('cold (fresh worker per job)', coldTimes)

  const warm = await startServer({})
  const headers = await login(warm)
  for (let i = 0; i < 2; i++) await quoteOnce(warm, headers)
  const warmTimes = []
  for (let i = 0; i < RUNS; i++) warmTimes.push(await quoteOnce(warm, headers))
  line('warm (pooled workers)', warmTimes)

  const total = CONCURRENCY * 2
  const latencies = []
  let next = 0
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++
        latencies.push(await quoteOnce(warm, headers))
      }
    }),
  )
  const wall = performance.now() - t0
  console.log(
    `${`throughput (${CONCURRENCY} in flight)`.padEnd(28)} ${(total / (wall / 60_000)).toFixed(1)} parts/min  (${total} uploads in ${fmt(wall)}, latency p50 ${fmt(pct(latencies, 50))} p95 ${fmt(pct(latencies, 95))})`,
  )
  await warm.stop()
  console.log(
    `${'peak server RSS'.padEnd(28)} cold run ${cold.peakMb.toFixed(0)} MB, warm + throughput run ${warm.peakMb.toFixed(0)} MB (incl. workers)`,
  )
  console.log('\ngoal: warm p50 ≤ 1.5 s, memory ≤ 1.5 GB')
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await stopAll()
  clearTimeout(deadline)
}
