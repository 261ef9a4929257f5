import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  foreignKey,
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
import type { MenuMeta } from '../../contract/routes.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { departments } from './schema-admin.ts'
import { createdAt, identityId, ownedBy, updatedAt } from './schema-columns.ts'

// Accounts and what they may do: roles, users, their sessions and login codes, menus and grants.

export const roles = pgTable('roles', {
  id: identityId(),
  /** Stable code the client compares against meta.roles (e.g. "Auditor"). */
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** Offered in the admin's selectable role list (only Auditor). */
  selectable: boolean('selectable').notNull().default(false),
  /** 1 enabled, 0 disabled: a disabled role's users keep their login but hold no grants. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: identityId(),
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
    userId: ownedBy('user_id', () => users.id),
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
    id: identityId(),
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
    roleId: ownedBy('role_id', () => roles.id),
    menuId: ownedBy('menu_id', () => menus.id),
    /** Granted actions: a subset of add, edit, delete, view. */
    permissions: jsonb('permissions').$type<PermissionAction[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('role_menus_pk').on(t.roleId, t.menuId)],
)
