#!/usr/bin/env node
// `npm run bench:api`: load-tests login, get-current-user-info and chatrecord/page-query on loopback
// with autocannon (50 connections, ~10 s each) against a server on a temporary data directory,
// then prints p50/p99 latency and requests per second. It also measures the same server's floor —
// an unknown /api path, which runs routing, hooks and the envelope only — and prints the session
// lookup against it (at least 0.5× the floor, p99 ≤ 50 ms). PGlite unless DATABASE_URL
// names a PostgreSQL database. Exits by itself.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { SERVER_BUNDLE, buildServer } from './build-server.mjs'
import { SERVER_NODE_FLAGS } from './server-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CAPTCHA = 'BENCH'
const PASSWORD = 'Bench@2026'
const SESSION_RUN = 'GET  /api/account/get-current-user-info'
const FLOOR_RUN = 'GET  /api/<unknown path> (floor)'
const GOAL = { ratio: 0.5, p99Ms: 50 }

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const dataDir = mkdtempSync(join(tmpdir(), 'qe-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// What `npm start` runs: the server's bundle, built from the current source.
await buildServer()
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    QUOTE_DATA_DIR: dataDir,
    QUOTE_DEMO_PASSWORD: PASSWORD,
    // The benchmark logs in thousands of times from one IP: fixed captcha text, no login limits.
    QUOTE_TEST_CAPTCHA: CAPTCHA,
    QUOTE_LOGIN_RATE_MAX: '0',
    QUOTE_CAPTCHA_RATE_MAX: '0',
    LOG_LEVEL: 'warn',
  },
})

function shutdown(code) {
  if (server.exitCode === null) server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code)
}
// Whatever goes wrong, never leave the server behind.
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'))
process.on('uncaughtException', (err) => {
  console.error(err)
  shutdown(1)
})
process.on('unhandledRejection', (err) => {
  console.error(err)
  shutdown(1)
})
const watchdog = setTimeout(
  () => {
    console.error('benchmark took too long; stopping')
    shutdown(1)
  },
  (DURATION_S * 3 + 120) * 1000,
)

await new Promise((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (chunk) => {
    out += chunk
    if (out.includes('running at')) resolve()
  })
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
}).catch((err) => {
  console.error(err.message)
  shutdown(1)
})

async function api(path, init = {}) {
  const res = await fetch(base + path, init)
  return { res, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() }
}
async function captchaKey() {
  const { res } = await api('/api/account/get-sms-image')
  return res.headers.get('x-captcha-key')
}
const loginBody = (key) =>
  JSON.stringify({ username: 'customer', password: PASSWORD, captchaCode: CAPTCHA, captchaKey: key, rememberMe: false })

// Log in once for the authenticated endpoints, and give the chat list a realistic page.
const login = await api('/api/account/v2/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: loginBody(await captchaKey()),
})
const token = login.body.data.token
const auth = { authorization: `Bearer ${token}` }
for (let i = 0; i < 30; i++) {
  await api('/api/chatrecord/create', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `记录 ${i}` }),
  })
}

// Each login consumes a captcha: fetch a stock of keys first so the login run measures login only.
const keys = []
const STOCK = 4000
for (let i = 0; i < STOCK; i += 50) keys.push(...(await Promise.all(Array.from({ length: 50 }, captchaKey))))

const runs = [
  // The floor and the session lookup first and side by side: password hashing left over from the
  // login run would slow whatever comes next.
  {
    name: FLOOR_RUN,
    method: 'GET',
    path: '/api/bench-unknown-path',
    headers: auth,
  },
  {
    name: SESSION_RUN,
    method: 'GET',
    path: '/api/account/get-current-user-info',
    headers: auth,
  },
  {
    name: 'POST /api/account/v2/login',
    method: 'POST',
    path: '/api/account/v2/login',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: loginBody(keys.pop() ?? 'exhausted') }),
  },
  {
    name: 'GET  /api/chatrecord/page-query',
    method: 'GET',
    path: '/api/chatrecord/page-query?pageIndex=1&pageSize=20',
    headers: auth,
  },
]

const results = []
for (const run of runs) {
  process.stdout.write(`running ${run.name} for ${DURATION_S} s with ${CONNECTIONS} connections…\n`)
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: run.method,
        path: run.path,
        headers: run.headers,
        ...(run.setupRequest ? { setupRequest: run.setupRequest } : {}),
      },
    ],
  })
  results.push({
    endpoint: run.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  })
}

clearTimeout(watchdog)
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
console.log(`\nquote-elements API benchmark (${CONNECTIONS} connections, ${DURATION_S} s each, ${engine}, loopback)`)
// The floor answers 404 by design: its non-2xx count is expected.
console.table(results)
const floor = results.find((r) => r.endpoint === FLOOR_RUN)
const lookup = results.find((r) => r.endpoint === SESSION_RUN)
const ratio = lookup['req/s'] / floor['req/s']
const met = ratio >= GOAL.ratio && lookup['p99 ms'] <= GOAL.p99Ms
console.log(
  `session lookup: ${lookup['req/s']} req/s, p50 ${lookup['p50 ms']} ms, p99 ${lookup['p99 ms']} ms; ` +
    `floor ${floor['req/s']} req/s, p99 ${floor['p99 ms']} ms; ratio ${ratio.toFixed(2)}× ` +
    `(goal ≥ ${GOAL.ratio}× and p99 ≤ ${GOAL.p99Ms} ms: ${met ? 'met' : 'NOT met'})`,
)
if (keys.length === 0) console.log(`note: all ${STOCK} captcha keys were used; later logins failed (non-2xx)`)
shutdown(results.some((r) => r.errors > 0) ? 1 : 0)
