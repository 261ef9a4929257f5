import type {
  PlanContext,
  ProcessMessage,
  ProcessOperation,
  ProcessRoute,
  RouteIssue,
} from '../../../contract/process-plan.ts'
import type { LibraryOptions } from '../../../contract/process-library.ts'
import {
  routeMinutes,
  seqOf,
  type PlanCode,
  type PlanMessage,
  type PlannedOperation,
} from '../../engine/planning/index.ts'
import { translate, type Locale, type MessageParams } from '../../lib/i18n.ts'
import { zhCN, type MessageKey } from '../../lib/messages.ts'
import type { StoredIssue } from './planner.ts'
import { nameIn, type LibraryNames } from './names.ts'
import type { RouteRow } from './store.ts'
import { withKindLabels } from '../../lib/plan-kind-labels.ts'

// Routes and messages are stored as codes and parameters; these word them in the reader's
// language at read time, so a conversation reads in whichever language it is opened.

/** A stored planner message as the contract shows it, worded by `t` (the server's translate in a locale). */
export const shownPlanMessage = (t: (key: PlanCode, params: PlanMessage['params']) => string, m: PlanMessage) => ({
  ...m,
  text: t(m.code, m.params),
})

const isStored = (v: unknown): v is { key: string; params: Record<string, unknown> } =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string'

/** Words a catalog key; a parameter that is itself a stored message ({ key, params }) is worded first. */
export function wordKey(locale: Locale, key: string, params: Record<string, unknown>): string {
  const flat: MessageParams = {}
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') flat[name] = value
    else if (isStored(value)) flat[name] = wordKey(locale, value.key, value.params ?? {})
  }
  // A code stored by an older planner and since dropped from the catalog reads as itself rather
  // than failing the whole conversation.
  return key in zhCN ? translate(locale, key as MessageKey, flat) : key
}

/** A planner message (reason, review note, issue, command answer) in the reader's language. */
export const shown = (locale: Locale, m: PlanMessage) => ({
  ...shownPlanMessage((key, params) => translate(locale, key, params), { ...m, params: withKindLabels(locale, m) }),
  params: m.params,
})

export function operationOut(
  locale: Locale,
  op: PlannedOperation,
  index: number,
  names: LibraryNames,
): ProcessOperation {
  return {
    id: op.id,
    seq: seqOf(index),
    craftCode: op.craftCode,
    name: nameIn(locale, names.crafts, op.craftCode),
    stage: op.stage,
    equipmentCode: op.equipmentCode,
    toolCodes: op.toolCodes,
    setup: op.setup,
    timeMin: op.timeMin,
    reason: shown(locale, op.reason),
    source: op.source,
    needsReview: op.needsReview,
    review: op.review.map((r) => shown(locale, r)),
    featureIds: op.featureIds,
    note: op.note,
  }
}

export const issueOut = (locale: Locale, issue: StoredIssue): RouteIssue => ({
  ...shown(locale, issue),
  severity: issue.severity,
  operationId: issue.operationId,
})

/** One stored version as the contract's processRoute; `issues` are the route's current check. */
export function routeOut(
  locale: Locale,
  row: RouteRow,
  check: { issues: StoredIssue[]; libraries: LibraryOptions; names: LibraryNames },
): ProcessRoute {
  const { issues, libraries, names } = check
  const operations = row.operations as unknown as PlannedOperation[]
  return {
    version: row.version,
    source: row.source as ProcessRoute['source'],
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    dispatchId: row.dispatchId,
    context: row.context as unknown as PlanContext,
    operations: operations.map((op, i) => operationOut(locale, op, i, names)),
    issues: issues.map((i) => issueOut(locale, i)),
    totals: routeMinutes(operations, libraries),
  }
}

export function messageOut(
  locale: Locale,
  m: {
    id: number
    role: string
    textKey: string
    params: Record<string, unknown>
    version: number | null
    createdAt: Date
  },
): ProcessMessage {
  return {
    id: m.id,
    role: m.role as ProcessMessage['role'],
    text: wordKey(locale, m.textKey, m.params),
    version: m.version,
    createdAt: m.createdAt.toISOString(),
  }
}
