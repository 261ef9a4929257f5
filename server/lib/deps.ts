import type { FastifyContextConfig } from 'fastify'
import type { Config } from '../config.ts'
import type { AnalysisJobs } from '../jobs/analysis-runner.ts'
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
  /** Upload analysis (worker pool); closed with the app. */
  jobs: AnalysisJobs
}

/**
 * Route config for @fastify/rate-limit: `max` requests per IP per minute, grouped so that related
 * endpoints share one budget; 0 turns the limit off (the benchmark does that).
 */
export function perMinute(max: number, groupId: string): FastifyContextConfig {
  if (max <= 0) return {}
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      groupId,
      errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) =>
        new AppError(429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
    },
  } as FastifyContextConfig
}
