import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core'
import type { FileKind } from '../../contract/file-format.ts'
import { users } from './schema-accounts.ts'
import { quoteParts } from './schema-quoting.ts'
import { analysisJob, createdAt, identityId, ownedBy, unfinishedJobsIndex, updatedAt } from './schema-columns.ts'

// The process assistant's records: each is one job of the database queue, as a quote
// part is; the planned routes hang off it in schema-process.ts.

/** Auto-process (machining process generation) chat records. */
export const autoProcessChatRecords = pgTable(
  'auto_process_chat_records',
  {
    id: identityId(),
    userId: ownedBy('user_id', () => users.id),
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** The dispatch number (下发单号) of the route version handed to production, if any. */
    dispatchId: varchar('dispatch_id', { length: 100 }),
    /** Analysis and first plan; records made before planning existed are done. */
    ...analysisJob('done'),
    /** What the planner was told beside the files: quantity, material, treatments. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The quoted part this record is the process card of: its route versions price that part. The
     * card outlives the part (a deleted part leaves the record as a plain one).
     */
    quotePartId: integer('quote_part_id').references(() => quoteParts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auto_process_user_updated_idx').on(t.userId, t.updatedAt),
    index('auto_process_quote_part_idx').on(t.quotePartId),
    unfinishedJobsIndex('auto_process_unfinished_idx', t.status),
  ],
)

export const autoProcessFiles = pgTable(
  'auto_process_files',
  {
    id: identityId(),
    recordId: ownedBy('record_id', () => autoProcessChatRecords.id),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Path relative to the uploads directory. */
    storedPath: varchar('stored_path', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    /** '3d' | '2d' and the detected format; null on records made before planning existed. */
    kind: varchar('kind', { length: 4 }).$type<FileKind>(),
    format: varchar('format', { length: 8 }),
    createdAt: createdAt(),
  },
  (t) => [index('auto_process_files_record_idx').on(t.recordId)],
)
