import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../contract/upload-limits.ts'
import { AVATAR_MAX_BYTES } from '../contract/account-fields.ts'
import { REPO_ROOT } from './paths.ts'
import { resolve } from 'node:path'

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** PGlite directory; unused when databaseUrl is set. */
  dbDir: string
  uploadsDir: string
  databaseUrl: string | undefined
  allowedOrigins: string[]
  tokenHeader: string
  tokenTtlMs: number
  rememberTtlMs: number
  demoPassword: string
  seedDemo: boolean
  /** Demo quote orders made through the real services at first start (needs seedDemo). */
  seedDemoOrders: boolean
  testCaptcha: string | undefined
  testSmsCode: string | undefined
  /** Requests per minute per IP on the password/SMS login endpoints; 0 disables the limit. */
  loginRateMax: number
  /** Wrong passwords in a row after which a login name is locked (1 min, doubling to 15); 0 disables. */
  loginLockAfter: number
  /** Captcha images per minute per IP; 0 disables the limit. */
  captchaRateMax: number
  /** SMS sends per minute per IP (the 60 s per-phone cooldown always applies); 0 disables. */
  smsRateMax: number
  /** Write requests (POST/PUT/DELETE) per signed-in user per minute, uploads excepted; 0 disables. */
  writeRateMax: number
  /** Uploads (multipart writes) per signed-in user per minute; 0 disables. */
  uploadRateMax: number
  /** Parts (and process records) one customer may have pending or running at once; 0 disables. */
  partsInFlightMax: number
  /** Bytes one customer may upload in any 24 hours; 0 disables. */
  uploadDailyBytes: number
  bodyLimit: number
  avatarMaxBytes: number
  uploadMaxBytes: number
  uploadMaxFiles: number
  /** An upload that sends nothing for this long is cut off and its temporary file removed. */
  uploadIdleMs: number
  demoDir: string
  distDir: string
  logLevel: string
  /** Trust X-Forwarded-For (behind a reverse proxy) so rate limits key on the real client IP. */
  trustProxy: boolean
  /** Analysis worker processes (CAD parsing, drawing extraction). */
  workers: number
  /** A worker is replaced after this many jobs, so WASM heaps that only grow are returned. */
  workerMaxJobs: number
  /** …or as soon as its heap + external + WebAssembly memory exceeds this many MB after a job. */
  workerRecycleMb: number
  /** A job running longer than this is killed with its worker and the part fails. */
  jobTimeoutMs: number
  /** Jobs this process runs at once (0: it only serves HTTP; QUOTE_ROLE=api). */
  jobSlots: number
  /** How long a job stays with a process that stops renewing it (a crash) before another takes it over. */
  jobLeaseMs: number
  /** How often an idle process looks for jobs queued by other processes. */
  jobPollMs: number
  /** Outbound webhooks: the first retry's wait, doubled per failed attempt up to the longest wait. */
  webhookBackoffMs: number
  webhookBackoffMaxMs: number
  /** Attempts before a delivery is marked failed (staff can still replay it). */
  webhookMaxAttempts: number
  /** How long one attempt waits for the receiver's answer. */
  webhookTimeoutMs: number
  /** Whether a webhook may be sent to this machine itself (127.0.0.1, localhost): demos and tests, off in production. */
  webhookLoopback: boolean
  /** False for QUOTE_ROLE=worker: the process runs jobs and does not listen. */
  listen: boolean
  /** Cost detail customers see besides the price, line amounts and their part's drivers (QUOTE_CUSTOMER_COST_DETAIL). */
  customerCostDetail: CostDetail[]
  /** NODE_ENV=production: public demo passwords on the network stop the start, API docs default off. */
  production: boolean
  /** Serve the OpenAPI document and its UI under /api/docs (QUOTE_API_DOCS; default on except in production). */
  apiDocs: boolean
  /** Optional OpenAI-compatible chat endpoint for free text the rules do not understand. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined
}

type Env = Record<string, string | undefined>

/** What a shop may show customers of a price beyond the default: line formulas, every input with internal rates, margins and unit cost. */
export const COST_DETAILS = ['formulas', 'rates', 'margins'] as const
export type CostDetail = (typeof COST_DETAILS)[number]

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`)
  }
  return value
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  if (['0', 'false', 'no', 'off'].includes(raw)) return false
  throw new Error(`${name} must be true or false, got "${env[name]}"`)
}

/** What this process does (README "Many API processes and workers"): everything, HTTP only, or jobs only. */
const ROLES = ['all', 'api', 'worker'] as const

function processRole(env: Env): (typeof ROLES)[number] {
  const raw = (env.QUOTE_ROLE ?? '').trim().toLowerCase() || 'all'
  const role = ROLES.find((r) => r === raw)
  if (!role) throw new Error(`QUOTE_ROLE must be ${ROLES.join(', ')}, got "${env.QUOTE_ROLE}"`)
  return role
}

function optional(env: Env, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw === '' ? undefined : raw
}

export const DEFAULT_DEMO_PASSWORD = 'Quote@2026'

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.QUOTE_DATA_DIR || './data')
  const tokenHeader = (env.QUOTE_TOKEN_HEADER || 'Authorization').trim()
  if (!/^[A-Za-z0-9-]+$/.test(tokenHeader)) {
    throw new Error(`QUOTE_TOKEN_HEADER must be a valid header name, got "${tokenHeader}"`)
  }
  const role = processRole(env)
  const production = env.NODE_ENV === 'production'
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    dbDir: resolve(dataDir, 'db'),
    uploadsDir: resolve(dataDir, 'uploads'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    allowedOrigins: (env.QUOTE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    tokenHeader,
    tokenTtlMs: int(env, 'QUOTE_TOKEN_TTL_HOURS', 12, 1) * 3_600_000,
    rememberTtlMs: int(env, 'QUOTE_REMEMBER_TTL_DAYS', 30, 1) * 86_400_000,
    demoPassword: env.QUOTE_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    seedDemo: bool(env, 'QUOTE_SEED_DEMO', true),
    seedDemoOrders: bool(env, 'QUOTE_SEED_DEMO_ORDERS', true),
    testCaptcha: optional(env, 'QUOTE_TEST_CAPTCHA'),
    testSmsCode: optional(env, 'QUOTE_TEST_SMS_CODE'),
    loginRateMax: int(env, 'QUOTE_LOGIN_RATE_MAX', 10),
    loginLockAfter: int(env, 'QUOTE_LOGIN_LOCK_AFTER', 5),
    captchaRateMax: int(env, 'QUOTE_CAPTCHA_RATE_MAX', 30),
    smsRateMax: int(env, 'QUOTE_SMS_RATE_MAX', 5),
    writeRateMax: int(env, 'QUOTE_WRITE_RATE_MAX', 300),
    uploadRateMax: int(env, 'QUOTE_UPLOAD_RATE_MAX', 30),
    partsInFlightMax: int(env, 'QUOTE_PARTS_IN_FLIGHT_MAX', 100),
    uploadDailyBytes: int(env, 'QUOTE_UPLOAD_DAILY_MB', 5 * 1024) * 1024 * 1024,
    bodyLimit: int(env, 'QUOTE_BODY_LIMIT', 64 * 1024, 1024),
    avatarMaxBytes: int(env, 'QUOTE_AVATAR_MAX_BYTES', AVATAR_MAX_BYTES, 1024),
    uploadMaxBytes: int(env, 'QUOTE_UPLOAD_MAX_BYTES', UPLOAD_MAX_BYTES, 1024),
    uploadMaxFiles: int(env, 'QUOTE_UPLOAD_MAX_FILES', UPLOAD_MAX_FILES, 1),
    uploadIdleMs: int(env, 'QUOTE_UPLOAD_IDLE_MS', 60_000, 100),
    demoDir: resolve(env.QUOTE_DEMO_DIR || resolve(REPO_ROOT, 'demo')),
    distDir: resolve(env.QUOTE_DIST_DIR || resolve(REPO_ROOT, 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env, 'QUOTE_TRUST_PROXY', false),
    workers: int(env, 'QUOTE_WORKERS', 2, 1),
    workerMaxJobs: int(env, 'QUOTE_WORKER_MAX_JOBS', 25, 1),
    workerRecycleMb: int(env, 'QUOTE_WORKER_RECYCLE_MB', 768, 64),
    jobTimeoutMs: int(env, 'QUOTE_JOB_TIMEOUT_MS', 120_000, 1000),
    jobSlots: role === 'api' ? 0 : int(env, 'QUOTE_JOB_SLOTS', int(env, 'QUOTE_WORKERS', 2, 1)),
    jobLeaseMs: int(env, 'QUOTE_JOB_LEASE_MS', 30_000, 1000),
    jobPollMs: int(env, 'QUOTE_JOB_POLL_MS', 1000, 50),
    webhookBackoffMs: int(env, 'QUOTE_WEBHOOK_BACKOFF_MS', 30_000, 1),
    webhookBackoffMaxMs: int(env, 'QUOTE_WEBHOOK_BACKOFF_MAX_MS', 3_600_000, 1),
    webhookMaxAttempts: int(env, 'QUOTE_WEBHOOK_MAX_ATTEMPTS', 20, 1),
    webhookTimeoutMs: int(env, 'QUOTE_WEBHOOK_TIMEOUT_MS', 10_000, 100),
    webhookLoopback: bool(env, 'QUOTE_WEBHOOK_LOOPBACK', !production),
    listen: role !== 'worker',
    customerCostDetail: costDetail(env),
    production,
    // The document lists every route, the administrators' included: a map for whoever probes a
    // deployed server, so it is served in development and demos and off in production unless asked for.
    apiDocs: bool(env, 'QUOTE_API_DOCS', !production),
    llm: llmConfig(env),
  }
}

/** A comma list of COST_DETAILS, or "all"; empty: the default view. */
function costDetail(env: Env): CostDetail[] {
  const items = (env.QUOTE_CUSTOMER_COST_DETAIL ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  if (items.includes('all')) return [...COST_DETAILS]
  const wrong = items.find((item) => !(COST_DETAILS as readonly string[]).includes(item))
  if (wrong) throw new Error(`QUOTE_CUSTOMER_COST_DETAIL takes ${COST_DETAILS.join(', ')} or all, got "${wrong}"`)
  return items as CostDetail[]
}

/** The LLM is used only when both a base URL and a model are set. */
function llmConfig(env: Env): Config['llm'] {
  const baseUrl = optional(env, 'QUOTE_LLM_BASE_URL')
  const model = optional(env, 'QUOTE_LLM_MODEL')
  if (!baseUrl || !model) return undefined
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`QUOTE_LLM_BASE_URL must be an http(s) URL, got "${baseUrl}"`)
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: optional(env, 'QUOTE_LLM_API_KEY'),
    timeoutMs: int(env, 'QUOTE_LLM_TIMEOUT_MS', 8000, 100),
  }
}
