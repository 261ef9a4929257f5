import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { DEMO_USERS, seed } from './db/seed.ts'
import { expireLeases, JOB_TABLES } from './jobs/lease.ts'
import { demoWarning, exposedDemoAccounts } from './services/demo-exposure.ts'

/** Starts the server: configuration, database (migrated and seeded), HTTP, graceful shutdown. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.dbDir })
  await database.migrate()
  await seed(database.db, config)
  const exposed = config.listen ? await exposedDemoAccounts(database.db, config.host) : []
  const warning = exposed.length > 0 ? demoWarning(config.host, config.port, exposed) : []
  // In production the server does not start with them (a deployment must not depend on someone
  // reading a banner); elsewhere (a demo on a LAN) it starts and says so as loudly as it can.
  if (warning.length > 0 && config.production) {
    await database.close()
    throw new Error(`Refusing to start with NODE_ENV=production:\n${warning.join('\n')}`)
  }
  // Jobs a previous run left running resume in this one; the embedded database has no other process
  // that could still hold them, so they need not wait out their leases.
  if (database.kind === 'pglite') for (const table of JOB_TABLES) await expireLeases(database.db, table)

  const app = await buildApp({
    config,
    database,
    seedDemoOrders: config.seedDemo && config.seedDemoOrders,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', `req.headers["${config.tokenHeader.toLowerCase()}"]`],
    },
  })
  if (warning.length > 0) app.log.warn({ accounts: exposed, host: config.host }, warning.join('\n'))
  if (config.testCaptcha) app.log.warn('QUOTE_TEST_CAPTCHA is set: every image captcha has a fixed text (e2e only)')
  if (config.testSmsCode) app.log.warn('QUOTE_TEST_SMS_CODE is set: every SMS code is fixed (e2e only)')

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  if (!config.listen) {
    // QUOTE_ROLE=worker: the routes are built but never served; this process only runs queued jobs.
    await app.ready()
    process.stdout.write(
      `\n  quote-elements worker: ${config.jobSlots} job slot${config.jobSlots === 1 ? '' : 's'} on ${database.kind === 'pglite' ? config.dbDir : 'PostgreSQL (DATABASE_URL)'}\n\n`,
    )
    return
  }
  await app.listen({ port: config.port, host: config.host })
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const url = `http://${shownHost}:${config.port}`
  const lines = [
    '',
    `  quote-elements is running at ${url}/`,
    `  ${config.apiDocs ? `API docs: ${url}/api/docs   ` : ''}database: ${database.kind === 'pglite' ? config.dbDir : 'PostgreSQL (DATABASE_URL)'}`,
  ]
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${config.demoPassword}):`)
    for (const u of DEMO_USERS)
      lines.push(`    ${u.username.padEnd(14)} ${u.role}${u.parent ? ` (sub-account of ${u.parent})` : ''}`)
  }
  if (warning.length > 0) lines.push('', ...warning.map((line) => `  ${line}`))
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
