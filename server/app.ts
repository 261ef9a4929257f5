import { join } from 'node:path'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { assertAuthFirst, authGuard } from './lib/auth.ts'
import { sharedPerMinute, type Deps } from './lib/deps.ts'
import { clientErrorHandler, frameworkErrors } from './lib/client-errors.ts'
import { installErrorHandler } from './lib/error-handler.ts'
import { withSafeSerializers } from './lib/log-serializers.ts'
import { installRequestContext } from './lib/request-context.ts'
import { installMaintenance } from './lib/maintenance.ts'
import { installPlugins } from './lib/plugins.ts'
import { installApiCacheControl } from './lib/cache-control.ts'
import { installWriteRateLimit } from './lib/write-rate-limit.ts'
import { logSmsSender, type SmsSender } from './lib/sms-sender.ts'
import { diskStorage, type FileStorage } from './lib/storage.ts'
import { accountLoginRoutes } from './routes/account-login.ts'
import { adminConversationRoutes } from './routes/admin-conversations.ts'
import { adminMenuRoutes } from './routes/admin-menus.ts'
import { adminPermissionRoutes } from './routes/admin-permissions.ts'
import { adminRoleRoutes } from './routes/admin-roles.ts'
import { adminUserRoutes } from './routes/admin-users.ts'
import { webhookRoutes } from './routes/webhooks.ts'
import { accountPersonalRoutes } from './routes/account-personal.ts'
import { accountRegisterRoutes } from './routes/account-register.ts'
import { installJsonBodyParser } from './lib/json-body.ts'
import { autoProcessChatRecordRoutes } from './routes/auto-process-chat-record.ts'
import { processPlanRoutes } from './routes/process-plan.ts'
import { processCardRoutes } from './routes/process-card.ts'
import { chatRecordRoutes } from './routes/chat-record.ts'
import { staticSiteRoutes } from './routes/static-site.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { AnalysisJobs } from './jobs/analysis-runner.ts'
import { PlanningJobs } from './jobs/planning-runner.ts'
import { JobClaimer } from './jobs/job-claimer.ts'
import { WebhookJobs } from './jobs/webhook-runner.ts'
import { conversationRoutes } from './routes/conversation.ts'
import { costExportRoutes } from './routes/cost-export.ts'
import { costTableRoutes } from './routes/cost-tables.ts'
import { processLibraryFileRoutes } from './routes/process-library-files.ts'
import { processLibraryRoutes } from './routes/process-library.ts'
import { partcostsDownloadRoutes } from './routes/partcosts-download.ts'
import { partcostsPartRoutes } from './routes/partcosts-parts.ts'
import { partcostsUploadRoutes } from './routes/partcosts-upload.ts'
import { quoteConfigRoutes } from './routes/quote-config.ts'
import { quoteOrderReportRoutes } from './routes/quote-order-reports.ts'
import { shopProfileRoutes } from './routes/shop-profile.ts'
import { quoteApprovalRoutes } from './routes/quote-approval.ts'
import { quoteOrderRoutes } from './routes/quote-orders.ts'
import { createLlmClient, type LlmClient } from './services/llm-client.ts'
import { purgeExpiredRows } from './services/expired-rows.ts'
import { seedDemoOrders } from './services/quote-orders/demo-seed.ts'
import { expireOrders } from './services/quote-orders/sweep.ts'
import { sweepStoredFiles } from './services/stored-files.ts'
import { createSessionCache } from './services/session-cache/index.ts'

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Fastify logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger']
  /** Replaces the default log-writing SMS sender (tests capture codes through this). */
  smsSender?: SmsSender
  storage?: FileStorage
  /** Replaces the LLM client built from QUOTE_LLM_* (tests pass a fake or nothing). */
  llm?: LlmClient
  /** Called for every route as it is registered (the authorization matrix lists the API with it). */
  onRoute?: (route: RouteOptions) => void
  /** Seeds demo quote orders (analysing demo/models) in the background once listening; main.ts sets it. */
  seedDemoOrders?: boolean
}

/**
 * Builds the whole server without listening, so tests drive it through `inject()`.
 * The database must already be migrated and seeded; closing the app does not close it.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts
  const app = Fastify({
    logger: withSafeSerializers(opts.logger ?? false),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Long random ids in logs are enough to correlate; no need to trust a client header.
    genReqId: () => crypto.randomUUID(),
    // Errors raised before the routes (a URL that cannot be decoded, oversized headers) answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  })
  app.addHook('onRoute', assertAuthFirst)
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installRequestContext(app)
  installErrorHandler(app)
  installJsonBodyParser(app)
  await installPlugins(app, config)
  installApiCacheControl(app)
  installWriteRateLimit(app, config)

  const storage = opts.storage ?? diskStorage(config.uploadsDir)
  // What an earlier process left on disk: temporary files of interrupted uploads, files without their rows.
  await sweepStoredFiles(database.db, storage).catch((err) => app.log.warn({ err }, 'sweeping stored files failed'))
  const jobs = new AnalysisJobs(database.db, storage, config, app.log)
  const planning = new PlanningJobs(database.db, storage, jobs, app.log)
  const queue = new JobClaimer(
    database.db,
    [jobs, planning, new WebhookJobs(database.db, config, app.log)],
    { slots: config.jobSlots, leaseMs: config.jobLeaseMs, pollMs: config.jobPollMs },
    app.log,
  )
  app.decorate('jobsIdle', () => queue.idle())
  // Jobs run in the analysis pool: stop them first.
  app.addHook('onClose', async () => {
    await queue.close()
    await jobs.close()
  })
  const sessions = await createSessionCache(database)
  app.addHook('onClose', () => sessions.close())
  const deps: Deps & { llm: LlmClient | undefined } = {
    db: database.db,
    config,
    storage,
    sms: opts.smsSender ?? logSmsSender(app.log),
    auth: authGuard(sessions.lookup, config.tokenHeader),
    sessions,
    jobs,
    planning,
    queue,
    loginBudget: sharedPerMinute(app, config.loginRateMax),
    llm: opts.llm ?? createLlmClient(config.llm),
  }
  for (const routes of [
    accountLoginRoutes,
    accountRegisterRoutes,
    accountPersonalRoutes,
    chatRecordRoutes,
    autoProcessChatRecordRoutes,
    processPlanRoutes,
    processCardRoutes,
    uploadRoutes,
    partcostsUploadRoutes,
    partcostsPartRoutes,
    partcostsDownloadRoutes,
    quoteConfigRoutes,
    costTableRoutes,
    costExportRoutes,
    processLibraryRoutes,
    processLibraryFileRoutes,
    conversationRoutes,
    quoteOrderRoutes,
    quoteApprovalRoutes,
    quoteOrderReportRoutes,
    shopProfileRoutes,
    adminUserRoutes,
    adminRoleRoutes,
    adminMenuRoutes,
    adminPermissionRoutes,
    adminConversationRoutes,
    webhookRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps))
  }
  await staticSiteRoutes(app, { demoDir: config.demoDir, distDir: config.distDir })
  installMaintenance(app, () => purgeExpiredRows(database.db))
  // Reads already show a lapsed order as expired; the sweep stores it (timeline, lists, statistics).
  installMaintenance(app, async () => void (await expireOrders(database.db)))
  if (opts.seedDemoOrders) {
    const modelsDir = join(config.demoDir, 'models')
    app.addHook('onListen', async () => {
      void seedDemoOrders({ db: database.db, storage, queue, modelsDir, log: app.log }).catch((err) =>
        app.log.warn({ err }, 'seeding demo quote orders failed'),
      )
    })
  }
  queue.start()
  return app
}
