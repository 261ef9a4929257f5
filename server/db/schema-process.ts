import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  type PgColumn,
  type PgColumnBuilderBase,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { createdAt, identityId, updatedAt } from './schema-columns.ts'
import type { EquipmentType, ProcessStage, TimeBasis, ToolType } from '../../contract/process-library.ts'
import type { SignedRole } from '../../contract/process-card.ts'

// Process planning. The record id (schema-auto-process.ts) carries no foreign key: the
// route and message rows are removed with their record by the service in one transaction
// (deleteAutoProcessRecord).

const real = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' })
// A code names one row whatever its case: routes and imports refer to rows by code.
const uniqueCode = (table: string) => (t: { code: PgColumn }) => [
  uniqueIndex(`${table}_code_idx`).on(sql`lower(${t.code})`),
]

/**
 * A library table (crafts, equipment, tools): a code unique in any case, an English name, an enabled
 * switch (disabled rows are not offered to the planner or pickers) and timestamps, around the
 * library's own columns.
 */
const libraryTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) =>
  pgTable(
    name,
    {
      id: identityId(),
      code: varchar('code', { length: 32 }).notNull(),
      ...columns,
      nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
      enabled: boolean('enabled').notNull().default(true),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    uniqueCode(name),
  )

/** The craft library (工艺库): what an operation is, its stage, accuracy and time parameters. */
export const crafts = libraryTable('process_crafts', {
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  stage: varchar('stage', { length: 24 }).$type<ProcessStage>().notNull(),
  seq: smallint('seq').notNull(),
  equipmentTypes: jsonb('equipment_types').$type<EquipmentType[]>().notNull().default([]),
  toolTypes: jsonb('tool_types').$type<ToolType[]>().notNull().default([]),
  itGrade: smallint('it_grade'),
  ra: real('ra'),
  timeBasis: varchar('time_basis', { length: 16 }).$type<TimeBasis>().notNull(),
  timeFactor: real('time_factor').notNull(),
  description: varchar('description', { length: 500 }).notNull().default(''),
})

/** The equipment library (设备库): machines with their kind, travel and rate. */
export const equipment = libraryTable('process_equipment', {
  name: varchar('name', { length: 60 }).notNull(),
  type: varchar('type', { length: 24 }).$type<EquipmentType>().notNull(),
  travelX: real('travel_x').notNull().default(0),
  travelY: real('travel_y').notNull().default(0),
  travelZ: real('travel_z').notNull().default(0),
  axes: smallint('axes').notNull().default(0),
  maxRpm: integer('max_rpm').notNull().default(0),
  hourlyRate: real('hourly_rate').notNull().default(0),
  workshop: varchar('workshop', { length: 60 }).notNull().default(''),
})

/** The tool library (刀具库). */
export const tools = libraryTable('process_tools', {
  name: varchar('name', { length: 60 }).notNull(),
  type: varchar('type', { length: 24 }).$type<ToolType>().notNull(),
  diameter: real('diameter'),
  size: varchar('size', { length: 16 }).notNull().default(''),
  toolMaterial: varchar('tool_material', { length: 40 }).notNull().default(''),
  coating: varchar('coating', { length: 40 }).notNull().default(''),
  suitableMaterials: jsonb('suitable_materials').$type<string[]>().notNull().default([]),
})

/**
 * One version of a record's route. Operations are stored as the planner or editor made them, with
 * reasons as codes and parameters; `dispatchId` freezes the version (a change makes a new one).
 */
export const processRoutes = pgTable(
  'process_routes',
  {
    id: identityId(),
    recordId: integer('record_id').notNull(),
    version: integer('version').notNull(),
    /** planner | edit | command | replan */
    source: varchar('source', { length: 16 }).notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
    operations: jsonb('operations').$type<Record<string, unknown>[]>().notNull(),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }).notNull().default(''),
    dispatchId: varchar('dispatch_id', { length: 100 }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('process_routes_version_idx').on(t.recordId, t.version)],
)

/** The conversation of a process chat record, replayed when it is reopened; worded when read. */
export const processMessages = pgTable(
  'process_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id').notNull(),
    /** user | assistant */
    role: varchar('role', { length: 16 }).notNull(),
    textKey: varchar('text_key', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** User text is stored as typed (params.text); the version a message produced, if any. */
    version: integer('version'),
    createdAt: createdAt(),
  },
  (t) => [index('process_messages_record_idx').on(t.recordId, t.id)],
)

/**
 * The 审核 / 批准 sign-offs of one route version (its process card); a new version starts with
 * none. One per role and version; who signed is kept by name as it was then.
 */
export const processRouteSignOffs = pgTable(
  'process_route_sign_offs',
  {
    id: identityId(),
    routeId: integer('route_id')
      .notNull()
      .references(() => processRoutes.id, { onDelete: 'cascade' }),
    /** reviewer | approver */
    role: varchar('role', { length: 16 }).$type<SignedRole>().notNull(),
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    opinion: text('opinion').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('process_route_sign_offs_role_idx').on(t.routeId, t.role)],
)
