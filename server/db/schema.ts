// The database schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts) and
// the services import every table from here.
export * from './schema-accounts.ts'
export * from './schema-quoting.ts'
export * from './schema-auto-process.ts'
export * from './schema-quote-orders.ts'
export * from './schema-admin.ts'
export * from './schema-security.ts'
export * from './schema-process.ts'
export * from './schema-session.ts'
export * from './schema-shop.ts'
export * from './schema-webhooks.ts'
