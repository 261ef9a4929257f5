import { sql } from 'drizzle-orm'
import {
  bigint,
  foreignKey,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { MenuMeta } from '../../src/lib/contract/routes.ts'
import type { PermissionAction } from '../../src/lib/contract/wire.ts'
import type { AnalysisStatus } from '../../src/lib/contract/quote.ts'
import type { AnalysisStep } from '../../src/lib/contract/analysis-task.ts'
import type { FileKind } from '../../src/lib/file-format.ts'
import { departments } from './schema-admin.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/**
 * A row that is a job of the database queue (server/jobs/lease.ts, issue #13): the process holding
 * it and until when (renewed while it works, taken over once past), and how many times a process
 * has taken it (one that keeps taking its process down is stopped).
 */
const jobLease = () => ({
  leaseOwner: varchar('lease_owner', { length: 80 }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
})

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Stable code the client compares against meta.roles (e.g. "Auditor"). */
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Offered in the admin's selectable role list (SPEC §6: only Auditor). */
  selectable: boolean('selectable').notNull().default(false),
  /** 1 enabled, 0 disabled: a disabled role's users keep their login but hold no grants. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 20 }),
    email: varchar('email', { length: 128 }).notNull().default(''),
    companyName: varchar('company_name', { length: 128 }).notNull().default(''),
    /** Stored file name under uploads/avatars; the URL is derived. */
    avatarFile: varchar('avatar_file', { length: 80 }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** Company main account of a sub-account; null for ordinary accounts. */
    parentUserId: integer('parent_user_id'),
    /** 1 enabled, 0 disabled (disabled users cannot log in and their tokens stop working). */
    status: smallint('status').notNull().default(1),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** Soft delete: the account cannot log in, but its records and orders stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_department_idx').on(t.departmentId),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_idx').on(t.phoneNumber),
    index('users_parent_idx').on(t.parentUserId),
    foreignKey({ columns: [t.parentUserId], foreignColumns: [t.id] }).onDelete('set null'),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** The company main account's session a sub-account session was opened from; it ends with it. */
    parentSessionId: bigint('parent_session_id', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expiry_idx').on(t.expiresAt),
    index('sessions_parent_idx').on(t.parentSessionId),
    foreignKey({ columns: [t.parentSessionId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
)

/** Image captchas live in the database so several API processes can share them. */
export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  code: varchar('code', { length: 8 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneNumber, t.createdAt)],
)

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id'),
    path: varchar('path', { length: 200 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    redirect: varchar('redirect', { length: 200 }),
    /** '#' main layout, '##' parent layout, or a view key (full path without leading slash). */
    component: varchar('component', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Route meta except roles and permission, which come from role assignments. */
    meta: jsonb('meta').$type<MenuMeta>().notNull().default({}),
    /** English title beside meta.title (zh-CN or an i18n key); empty: meta.title serves both. */
    titleEn: varchar('title_en', { length: 100 }).notNull().default(''),
    /** Actions an admin may grant on this menu. */
    permissionList: jsonb('permission_list').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('menus_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
)

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** Granted actions: a subset of add, edit, delete, view. */
    permissions: jsonb('permissions').$type<PermissionAction[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('role_menus_pk').on(t.roleId, t.menuId)],
)

/** Quote chat records (SPEC §7 chatrecord/*); messages and quotes will hang off this id. */
export const chatRecords = pgTable(
  'chat_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_records_user_updated_idx').on(t.userId, t.updatedAt)],
)

/** Auto-process (machining process generation) chat records. */
export const autoProcessChatRecords = pgTable(
  'auto_process_chat_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** The dispatch number (下发单号) of the route version handed to production, if any. */
    dispatchId: varchar('dispatch_id', { length: 100 }),
    /** Analysis and first plan: pending | running | done | failed (issue #11). */
    status: varchar('status', { length: 16 }).$type<AnalysisStatus>().notNull().default('done'),
    /** Message key and parameters, worded when read. */
    error: jsonb('error').$type<{ key: string; params: Record<string, string | number> }>(),
    /** What the planner was told beside the files: quantity, material, treatments. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    geometry: jsonb('geometry').$type<Record<string, unknown>>(),
    drawing: jsonb('drawing').$type<Record<string, unknown>>(),
    /** What the running analysis is doing (an OCR page count); null once the record is done or failed. */
    step: jsonb('step').$type<AnalysisStep>(),
    ...jobLease(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('auto_process_user_updated_idx').on(t.userId, t.updatedAt),
    // The job claim reads only unfinished rows (server/jobs/lease.ts).
    index('auto_process_unfinished_idx')
      .on(t.status)
      .where(sql`status in ('pending', 'running')`),
  ],
)

export const autoProcessFiles = pgTable(
  'auto_process_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id')
      .notNull()
      .references(() => autoProcessChatRecords.id, { onDelete: 'cascade' }),
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

/**
 * Named quote (pricing rule) configurations. The rules themselves live in immutable versions;
 * `currentVersion` is the one new quotes use. Soft-deleted configurations keep their versions
 * because quotes priced with them still point there.
 */
export const quoteConfigs = pgTable(
  'quote_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    configId: integer('config_id')
      .notNull()
      .references(() => quoteConfigs.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatRecordId: integer('chat_record_id')
      .notNull()
      .references(() => chatRecords.id, { onDelete: 'cascade' }),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: varchar('task_id', { length: 32 })
      .notNull()
      .references(() => quoteTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatRecordId: integer('chat_record_id')
      .notNull()
      .references(() => chatRecords.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    /** pending | running | done | failed; geometry, drawing and quotes exist only when done. */
    status: varchar('status', { length: 16 }).$type<AnalysisStatus>().notNull().default('pending'),
    /** Message key and parameters, translated when read. */
    error: jsonb('error').$type<{ key: string; params: Record<string, string | number> }>(),
    /** User overrides (QuoteOverrides) plus `units` for unit-less meshes. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Configuration the part is priced with (null: the default one at analysis time). */
    configId: integer('config_id').references(() => quoteConfigs.id),
    geometry: jsonb('geometry').$type<Record<string, unknown>>(),
    drawing: jsonb('drawing').$type<Record<string, unknown>>(),
    /** What the running analysis is doing (an OCR page count); null once the part is done or failed. */
    step: jsonb('step').$type<AnalysisStep>(),
    ...jobLease(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_parts_task_idx').on(t.taskId),
    index('quote_parts_user_idx').on(t.userId, t.id),
    index('quote_parts_record_idx').on(t.chatRecordId),
    // The job claim reads only unfinished rows (server/jobs/lease.ts).
    index('quote_parts_unfinished_idx')
      .on(t.status)
      .where(sql`status in ('pending', 'running')`),
  ],
)

export const quotePartFiles = pgTable(
  'quote_part_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partId: integer('part_id')
      .notNull()
      .references(() => quoteParts.id, { onDelete: 'cascade' }),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partId: integer('part_id')
      .notNull()
      .references(() => quoteParts.id, { onDelete: 'cascade' }),
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
    chatRecordId: integer('chat_record_id')
      .notNull()
      .references(() => chatRecords.id, { onDelete: 'cascade' }),
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

export * from './schema-quote-orders.ts'
export * from './schema-admin.ts'
export * from './schema-security.ts'
export * from './schema-process.ts'
export * from './schema-session.ts'
