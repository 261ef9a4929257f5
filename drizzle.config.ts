import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes SQL migrations from the schema; they are committed and run at start
// by server/db/migrate.ts on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
