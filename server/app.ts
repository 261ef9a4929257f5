import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { authGuard } from './lib/auth.ts'
import type { Deps } from './lib/deps.ts'
import { installErrorHandler } from './lib/error-handler.ts'
import { installRequestContext } from './lib/request-context.ts'
import { installMaintenance } from './lib/maintenance.ts'
import { installPlugins } from './lib/plugins.ts'
import { logSmsSender, type SmsSender } from './lib/sms-sender.ts'
import { diskStorage, type FileStorage } from './lib/storage.ts'
import { accountLoginRoutes } from './routes/account-login.ts'
import { accountPersonalRoutes } from './routes/account-personal.ts'
import { accountRegisterRoutes } from './routes/account-register.ts'
import { installJsonBodyParser } from './lib/json-body.ts'
import { autoProcessChatRecordRoutes } from './routes/auto-process-chat-record.ts'
import { chatRecordRoutes } from './routes/chat-record.ts'
import { staticSiteRoutes } from './routes/static-site.ts'
import { uploadRoutes } from './routes/uploads.ts'
import { AnalysisJobs } from './jobs/analysis-runner.ts'
import { conversationRoutes } from './routes/conversation.ts'
import { costExportRoutes } from './routes/cost-export.ts'
import { costTableRoutes } from './routes/cost-tables.ts'
import { partcostsDownloadRoutes } from './routes/partcosts-download.ts'
import { partcostsPartRoutes } from './routes/partcosts-parts.ts'
import { partcostsUploadRoutes } from './routes/partcosts-upload.ts'
import { quoteConfigRoutes } from './routes/quote-config.ts'
import { createLlmClient, type LlmClient } from './services/llm-client.ts'
import { failInterruptedTasks } from './services/quote-tasks.ts'

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
}

/**
 * Builds the whole server without listening, so tests drive it through `inject()`.
 * The database must already be migrated and seeded; closing the app does not close it.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Long random ids in logs are enough to correlate; no need to trust a client header.
    genReqId: () => crypto.randomUUID(),
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installRequestContext(app)
  installErrorHandler(app)
  installJsonBodyParser(app)
  await installPlugins(app, config)

  const storage = opts.storage ?? diskStorage(config.uploadsDir)
  // Jobs live in this process's memory: whatever an earlier process left unfinished is failed now.
  await failInterruptedTasks(database.db)
  const jobs = new AnalysisJobs(database.db, storage, config, app.log)
  app.addHook('onClose', async () => jobs.close())
  const deps: Deps & { llm: LlmClient | undefined } = {
    db: database.db,
    config,
    storage,
    sms: opts.smsSender ?? logSmsSender(app.log),
    auth: authGuard(database.db, config.tokenHeader),
    jobs,
    llm: opts.llm ?? createLlmClient(config.llm),
  }
  for (const routes of [
    accountLoginRoutes,
    accountRegisterRoutes,
    accountPersonalRoutes,
    chatRecordRoutes,
    autoProcessChatRecordRoutes,
    uploadRoutes,
    partcostsUploadRoutes,
    partcostsPartRoutes,
    partcostsDownloadRoutes,
    quoteConfigRoutes,
    costTableRoutes,
    costExportRoutes,
    conversationRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps))
  }
  await staticSiteRoutes(app, { demoDir: config.demoDir, distDir: config.distDir })
  installMaintenance(app, database.db)
  return app
}
