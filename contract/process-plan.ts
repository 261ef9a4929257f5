import { z } from 'zod'
import { analysisStep } from './analysis-task.ts'
import { COMMAND_MAX } from './conversation.ts'
import { isoTime } from './quote-order-base.ts'
import { messageParams, partFile } from './quote.ts'
import { recognisedFeature } from './features.ts'
import { PROCESS_STAGE_NAMES } from './process-library.ts'
import { text } from './text.ts'

// Process planning: a process chat record plans one part (a model and/or its
// drawing). The planner writes a route of operations; every edit, command or re-plan saves a new
// version; a dispatched version is read-only. Reasons and review notes are stored as codes and
// parameters and worded in the caller's language when read.

const BASE = '/api/auto-process'

/** Route paths beside the five /api/auto-process-chat-record calls; `:id` is the record id. */
export const PROCESS_PLAN_API = {
  detail: `${BASE}/:id`, // GET → processDetail (latest version)
  version: `${BASE}/:id/versions/:version`, // GET → processRoute of that version
  save: `${BASE}/:id/route`, // POST routeEdit → processRoute (a new version)
  validate: `${BASE}/:id/validate`, // POST routeEdit → routeCheck (nothing saved)
  command: `${BASE}/:id/command`, // POST routeCommand → commandAnswer
  replan: `${BASE}/:id/replan`, // POST → processRoute (a new version, libraries as they are now)
  cancel: `${BASE}/:id/cancel`, // POST → processDetail (analysis stopped, record kept)
  card: `${BASE}/:id/card`, // GET ?version= → XLSX process card (工艺过程卡)
  cardPdf: `${BASE}/:id/card/pdf`, // GET ?version= → the same card as PDF
  signOffs: `${BASE}/:id/sign-offs`, // GET → cardSignOffs of the latest version; POST cardSign → the same
  file: `${BASE}/:id/files/:fileId`, // GET → a stored upload of the record (3D and 2D previews)
  fileMesh: `${BASE}/:id/files/:fileId/mesh`, // GET → the viewer's mesh of the record's model
} as const

/** Most operations a route may hold; a real route has 10–40. */
export const ROUTE_MAX_OPERATIONS = 120
/** Most pieces a plan is made for. */
export const PLAN_QUANTITY_MAX = 1_000_000

/** Where an operation came from: the planner's rules, the model, the drawing, a person, or a command. */
export const OPERATION_SOURCES = ['rule', '3d', '2d', 'user', 'command'] as const

/** Multipart text fields of POST /api/auto-process-chat-record/create (strings on the wire). */
export const processCreateFields = z.object({
  name: text().trim().max(100).default('').describe("The record's name; the part's file name when blank"),
  quantity: z.coerce
    .number()
    .int()
    .min(1)
    .max(PLAN_QUANTITY_MAX)
    .optional()
    .describe("Pieces; when absent, the drawing's quantity, else 1"),
  material: text().trim().min(1).max(60).optional().describe('Material key or alias; else from the drawing'),
  heatTreatment: text().trim().min(1).max(60).optional(),
  surfaceTreatment: text().trim().min(1).max(60).optional(),
})
export type ProcessCreateFields = z.infer<typeof processCreateFields>

const shownMessage = z.object({
  code: z.string(),
  params: messageParams,
  text: z.string().describe("Worded in the caller's language"),
})

/** One operation (工序) of a route. `seq` is 10, 20, 30… in route order, renumbered on every save. */
export const processOperation = z.object({
  id: z.string().describe('Stable within a record across versions, for editing and highlighting'),
  seq: z.number().int(),
  craftCode: z.string().describe('An entry of the craft library'),
  name: z.string().describe("The craft's name in the caller's language"),
  stage: z.enum(PROCESS_STAGE_NAMES),
  equipmentCode: z.string().nullable().describe('An entry of the equipment library; null where none applies'),
  toolCodes: z.array(z.string()).describe('Entries of the tool library'),
  setup: z.number().int().min(0).describe('Setup (装夹) number; 0 for operations off the machine'),
  timeMin: z.number().min(0).describe('Minutes per piece, from the machining time model'),
  reason: shownMessage.describe('Why the planner chose it'),
  source: z.enum(OPERATION_SOURCES),
  needsReview: z.boolean(),
  review: z.array(shownMessage).describe('Why it needs review (library cannot serve it, DFM, limits)'),
  featureIds: z.array(z.string()).describe('Recognised features it machines (3D highlighting)'),
  note: z.string().describe("A person's remark, '' if none"),
})

/** A problem of a route as a whole or of one operation (ordering rules, library limits). */
const routeIssue = shownMessage.extend({
  severity: z.enum(['error', 'warning']).describe('Errors block dispatch; warnings are shown'),
  operationId: z.string().nullable(),
})

/** How many of a route's issues block dispatch (the errors). */
export const blockingIssueCount = (issues: readonly { severity: 'error' | 'warning' }[]): number =>
  issues.filter((issue) => issue.severity === 'error').length

/** What the plan is for: the part as analysed and the inputs that drive the rules. */
const planContext = z.object({
  partClass: z.enum(['prismatic', 'rotational', 'sheet']),
  material: z.string().describe('Material key (AL6061, 45#…)'),
  materialName: z.string(),
  quantity: z.number().int(),
  bbox: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
  blank: z.string().describe("The stock, worded (Ø35 × 135, 110 × 60 × 25), '' when unknown"),
  heatTreatment: z.string().nullable(),
  surfaceTreatment: z.string().nullable(),
  accessDirections: z.array(z.string()).describe('+Z, -Z, +X… tool approach directions'),
})

export const processRoute = z.object({
  version: z.number().int(),
  source: z.enum(['planner', 'edit', 'command', 'replan']),
  createdAt: isoTime,
  createdBy: z.string(),
  dispatchId: z.string().nullable().describe('Set when this version was dispatched; it is then read-only'),
  context: planContext,
  operations: z.array(processOperation),
  issues: z.array(routeIssue),
  totals: z.object({
    machiningMin: z.number().describe('Minutes per piece on machines (the quote’s t_part)'),
    totalMin: z.number().describe('All shop minutes per piece'),
    setups: z.number().int(),
  }),
})

export const processMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string().describe("Worded in the caller's language"),
  version: z.number().int().nullable().describe('The route version it produced, if any'),
  createdAt: isoTime,
})

export const processDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  owned: z.boolean().describe("The caller's own record; false for a card signer reviewing it (read-only)"),
  status: z.enum(['pending', 'running', 'done', 'failed']).describe('The analysis and first plan'),
  error: z.string().nullable().describe("Why analysis failed, in the caller's language"),
  step: analysisStep.nullable().describe('What the running analysis is doing (a scan being read)'),
  dispatchId: z.string().nullable(),
  files: z.array(partFile.omit({ primary: true })),
  features: z
    .array(recognisedFeature)
    .describe('Recognised on the model; [] for meshes, drawings only, or before analysis'),
  route: processRoute.nullable().describe('The latest version; null until planned'),
  versions: z.array(
    z.object({
      version: z.number().int(),
      source: processRoute.shape.source,
      createdAt: isoTime,
      dispatchId: z.string().nullable(),
    }),
  ),
  messages: z.array(processMessage),
  quotePart: z
    .object({ partId: z.number().int(), name: z.string(), chatRecordId: z.number().int() })
    .nullable()
    .describe('The quoted part this record is the process card of: each new version prices it again'),
})

/** An operation as an editor sends it back: the rest is derived from the libraries. */
export const operationEdit = z.object({
  id: text().trim().max(40).optional().describe('Left out for an operation inserted from the library'),
  craftCode: text().trim().min(1).max(32),
  equipmentCode: text().trim().min(1).max(32).nullable(),
  toolCodes: z.array(text().trim().min(1).max(32)).max(12),
  setup: z.number().int().min(0).max(99),
  timeMin: z.number().min(0).max(10_000),
  note: text({ multiline: true }).trim().max(500).default(''),
})

export const routeEdit = z.object({
  baseVersion: z.number().int().min(1).describe('The version edited; a stale one answers 409'),
  operations: z.array(operationEdit).min(1).max(ROUTE_MAX_OPERATIONS),
})

export const routeCheck = z.object({ operations: z.array(processOperation), issues: z.array(routeIssue) })

export const routeCommand = z.object({
  baseVersion: z.number().int().min(1),
  text: text({ multiline: true }).trim().min(1).max(COMMAND_MAX),
})

export const commandAnswer = z.object({
  applied: z.boolean().describe('false: the command was not understood or not allowed; the route is unchanged'),
  message: z.string().describe("The assistant's answer in the caller's language"),
  route: processRoute,
})

export type ProcessOperation = z.infer<typeof processOperation>
export type RouteIssue = z.infer<typeof routeIssue>
export type PlanContext = z.infer<typeof planContext>
export type ProcessRoute = z.infer<typeof processRoute>
export type ProcessDetail = z.infer<typeof processDetail>
export type ProcessMessage = z.infer<typeof processMessage>
export type OperationEdit = z.input<typeof operationEdit>
export type RouteEdit = z.input<typeof routeEdit>
export type CommandAnswer = z.infer<typeof commandAnswer>
