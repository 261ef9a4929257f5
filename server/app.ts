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

export interface BuildAppOptions {
  config: Config
  database: Database
  /** Fastify logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger']
  /** Replaces the default log-writing SMS sender (tests capture codes through this). */
  smsSender?: SmsSender
  storage?: FileStorage
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

  const deps: Deps = {
    db: database.db,
    config,
    storage: opts.storage ?? diskStorage(config.uploadsDir),
    sms: opts.smsSender ?? logSmsSender(app.log),
    auth: authGuard(database.db, config.tokenHeader),
  }
  for (const routes of [
    accountLoginRoutes,
    accountRegisterRoutes,
    accountPersonalRoutes,
    chatRecordRoutes,
    autoProcessChatRecordRoutes,
    uploadRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps))
  }
  await staticSiteRoutes(app, { demoDir: config.demoDir, distDir: config.distDir })
  installMaintenance(app, database.db)
  return app
}
