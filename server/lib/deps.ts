import type { FastifyContextConfig, FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { Config } from '../config.ts'
import type { AnalysisJobs } from '../jobs/analysis-runner.ts'
import type { JobClaimer } from '../jobs/job-claimer.ts'
import type { PlanningJobs } from '../jobs/planning-runner.ts'
import type { Db } from '../db/client.ts'
import type { authGuard } from './auth.ts'
import { AppError } from './errors.ts'
import type { SmsSender } from './sms-sender.ts'
import type { FileStorage } from './storage.ts'

/** What route modules receive from the app factory. */
export interface Deps {
  db: Db
  config: Config
  storage: FileStorage
  sms: SmsSender
  auth: ReturnType<typeof authGuard>
  /** get-current-user-info from memory, checked against the database per request (services/session-cache). */
  sessions: { currentUserJson(req: FastifyRequest, userId: number): Promise<string | null> }
  /** Upload analysis (worker pool); closed with the app. */
  jobs: AnalysisJobs
  /** Process planning of auto-process records (shares the analysis pool); closed with the app. */
  planning: PlanningJobs
  /** Takes queued jobs from the database; `wake` after queueing one so this process starts it at once. */
  queue: Pick<JobClaimer, 'wake'>
  /** The one per-IP budget of every route that tries a password, a code or an account name (onRequest). */
  loginBudget: onRequestAsyncHookHandler
}

/** The envelope answer of every rate-limit budget: 429 with the seconds to wait (Retry-After carries them too). */
export const tooMany = (_req: unknown, ctx: { ttl: number }) =>
  new AppError(429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) })

/**
 * Route config for @fastify/rate-limit: `max` requests per IP per minute on this one route; 0
 * turns the limit off (the benchmark and e2e do that). Each route configured so counts on its
 * own (the plugin's `groupId` does not join routes): use sharedPerMinute for a budget of several.
 */
export function perMinute(max: number): FastifyContextConfig {
  if (max <= 0) return {}
  return { rateLimit: { max, timeWindow: 60_000, errorResponseBuilder: tooMany } }
}

/** One budget of `max` requests per IP per minute for every route that runs the returned hook. */
export function sharedPerMinute(app: FastifyInstance, max: number): onRequestAsyncHookHandler {
  if (max <= 0) return async () => {}
  return app.rateLimit({
    max,
    timeWindow: 60_000,
    errorResponseBuilder: tooMany,
  })
}
