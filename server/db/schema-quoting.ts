import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { FileKind } from '../../contract/file-format.ts'
import { users } from './schema-accounts.ts'
import { analysisJob, createdAt, identityId, ownedBy, unfinishedJobsIndex, updatedAt } from './schema-columns.ts'

// The AI quote: chat records and their messages, uploads analysed into parts, the pricing
// configurations and every price computed with them.

/** Quote chat records (the /api/chatrecord/* calls); messages and quotes will hang off this id. */
export const chatRecords = pgTable(
  'chat_records',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    name: varchar('name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_records_user_updated_idx').on(t.userId, t.updatedAt)],
)

/**
 * Named quote (pricing rule) configurations. The rules themselves live in immutable versions;
 * `currentVersion` is the one new quotes use. Soft-deleted configurations keep their versions
 * because quotes priced with them still point there.
 */
export const quoteConfigs = pgTable(
  'quote_configs',
  {
    id: identityId(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // At most one live default; the service keeps exactly one.
  (t) => [
    uniqueIndex('quote_configs_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
)

/** One saved state of a configuration: the six sections as validated JSON, never edited. */
export const quoteConfigVersions = pgTable(
  'quote_config_versions',
  {
    id: identityId(),
    configId: ownedBy('config_id', () => quoteConfigs.id),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_config_versions_idx').on(t.configId, t.version)],
)

/** One upload's analysis: its parts are analysed by the worker pool and polled by the client. */
export const quoteTasks = pgTable(
  'quote_tasks',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    chatRecordId: ownedBy('chat_record_id', () => chatRecords.id),
    /** pending | running | done | failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quote_tasks_status_idx').on(t.status)],
)

/** A part: 3D and 2D files sharing a stem, their analysis results and the user's attributes. */
export const quoteParts = pgTable(
  'quote_parts',
  {
    id: identityId(),
    taskId: varchar('task_id', { length: 32 })
      .notNull()
      .references(() => quoteTasks.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id', () => users.id),
    chatRecordId: ownedBy('chat_record_id', () => chatRecords.id),
    name: varchar('name', { length: 255 }).notNull(),
    /** Quotes exist only once the analysis is done. */
    ...analysisJob('pending'),
    /** User overrides (QuoteOverrides) plus `units` for unit-less meshes. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Configuration the part is priced with (null: the default one at analysis time). */
    configId: integer('config_id').references(() => quoteConfigs.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_parts_task_idx').on(t.taskId),
    index('quote_parts_user_idx').on(t.userId, t.id),
    index('quote_parts_record_idx').on(t.chatRecordId),
    unfinishedJobsIndex('quote_parts_unfinished_idx', t.status),
  ],
)

export const quotePartFiles = pgTable(
  'quote_part_files',
  {
    id: identityId(),
    partId: ownedBy('part_id', () => quoteParts.id),
    /** '3d' | '2d' */
    kind: varchar('kind', { length: 4 }).$type<FileKind>().notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    storedPath: varchar('stored_path', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    /** The file the analysis read (one model and one drawing per part). */
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('quote_part_files_part_idx').on(t.partId)],
)

/** Every price computed for a part, immutable: a quote keeps the configuration version it used. */
export const partQuotes = pgTable(
  'part_quotes',
  {
    id: identityId(),
    partId: ownedBy('part_id', () => quoteParts.id),
    configVersionId: integer('config_version_id')
      .notNull()
      .references(() => quoteConfigVersions.id),
    overrides: jsonb('overrides').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('part_quotes_part_idx').on(t.partId, t.id)],
)

/** The conversation of a quote chat record, replayed when the record is reopened. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatRecordId: ownedBy('chat_record_id', () => chatRecords.id),
    /** user | assistant */
    role: varchar('role', { length: 16 }).notNull(),
    /** upload | analysis | reprice | command | text */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Catalog key and parameters: the text is rendered in the reader's language. */
    textKey: varchar('text_key', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** Ids the screen links to (taskId, partIds, quoteId). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_record_idx').on(t.chatRecordId, t.id)],
)
