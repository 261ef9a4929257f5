import { eq } from 'drizzle-orm'
import type { CommandAnswer, PlanContext, ProcessRoute, RouteEdit } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records } from '../../db/schema.ts'
import type { DrawingReport, GeometryReport } from '../../engine/index.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { wordedRoute } from './detail.ts'
import { libraryNames } from './names.ts'
import { followCard } from './part-card.ts'
import { checkRoute, currentLibraries, planRecord, runCommand } from './planner.ts'
import { editedOperations } from './route-edit.ts'
import {
  appendProcessMessages,
  insertRoute,
  latestRoute,
  ownedProcessRecord,
  routeVersion,
  type RouteRow,
} from './store.ts'
import { editedMessage, plannedMessage } from './summary.ts'
import { issueOut, operationOut, shown } from './wording.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
const ops = (row: RouteRow) => row.operations as unknown as PlannedOperation[]
const ctx = (row: RouteRow) => row.context as unknown as PlanContext
const by = (user: AuthUser) => ({ id: user.id, name: user.username })

/**
 * Runs `change` on the caller's record with its latest version locked in one transaction. The
 * record must be planned, and `baseVersion` (when given) must still be the latest: editing an old
 * version would silently undo what came after it.
 */
async function onLatest<T>(
  db: Db,
  user: AuthUser,
  id: number,
  baseVersion: number | null,
  change: (tx: Tx, latest: RouteRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await ownedProcessRecord(tx, user.id, id)
    await tx.select({ id: records.id }).from(records).where(eq(records.id, id)).for('update')
    const latest = await latestRoute(tx, id)
    if (!latest) throw new AppError(409, 'process.notPlanned')
    if (baseVersion !== null && baseVersion !== latest.version)
      throw new AppError(409, 'process.stale', { current: latest.version })
    return change(tx, latest)
  })
}

/** Checks an edited route without saving it (the editor calls this on every change). */
export async function validateEdit(db: Db, userId: number, id: number, edit: RouteEdit, locale: Locale) {
  await ownedProcessRecord(db, userId, id)
  const base = await routeVersion(db, id, edit.baseVersion)
  const names = await libraryNames(db)
  const checked = checkRoute(editedOperations(edit.operations, ops(base), names), ctx(base), await currentLibraries(db))
  return {
    operations: checked.operations.map((op, i) => operationOut(locale, op, i, names)),
    issues: checked.issues.map((i) => issueOut(locale, i)),
  }
}

/** Saves an edited route as a new version; a dispatched base stays as it was. */
export async function saveEdit(
  db: Db,
  user: AuthUser,
  id: number,
  edit: RouteEdit,
  locale: Locale,
): Promise<ProcessRoute> {
  const [names, libraries] = await Promise.all([libraryNames(db), currentLibraries(db)])
  const row = await onLatest(db, user, id, edit.baseVersion, async (tx, latest) => {
    const checked = checkRoute(editedOperations(edit.operations, ops(latest), names), ctx(latest), libraries)
    const saved = await insertRoute(tx, id, {
      source: 'edit',
      context: ctx(latest),
      operations: checked.operations,
      by: by(user),
    })
    await appendProcessMessages(tx, id, [
      { role: 'user', textKey: 'process.chat.userEdited' },
      editedMessage(saved.version, checked.operations.length, checked.issues),
    ])
    return saved
  })
  await followCard(db, user, id, row)
  return wordedRoute(db, locale, row)
}

/** A free-text command: always in the conversation; a new version only when it was applied. */
export async function commandRoute(
  db: Db,
  user: AuthUser,
  id: number,
  command: { baseVersion: number; text: string },
  locale: Locale,
): Promise<CommandAnswer> {
  const libraries = await currentLibraries(db)
  const { row, result } = await onLatest(db, user, id, command.baseVersion, async (tx, latest) => {
    const result = runCommand(command.text, ops(latest), ctx(latest), libraries)
    let row = latest
    if (result.applied) {
      const checked = checkRoute(result.operations, ctx(latest), libraries)
      row = await insertRoute(tx, id, {
        source: 'command',
        context: ctx(latest),
        operations: checked.operations,
        by: by(user),
      })
    }
    await appendProcessMessages(tx, id, [
      { role: 'user', textKey: 'process.chat.userText', params: { text: command.text } },
      {
        role: 'assistant',
        textKey: result.message.code,
        params: result.message.params,
        version: result.applied ? row.version : null,
      },
    ])
    return { row, result }
  })
  if (result.applied) await followCard(db, user, id, row)
  return {
    applied: result.applied,
    message: shown(locale, result.message).text,
    route: await wordedRoute(db, locale, row),
  }
}

/** Plans the part again with the libraries as they are now, as a new version. */
export async function replanRoute(db: Db, user: AuthUser, id: number, locale: Locale): Promise<ProcessRoute> {
  const record = await ownedProcessRecord(db, user.id, id)
  if (record.status !== 'done') throw new AppError(409, 'process.notPlanned')
  const plan = await planRecord(
    db,
    record,
    record.geometry as unknown as GeometryReport | null,
    record.drawing as unknown as DrawingReport | null,
  )
  const row = await onLatest(db, user, id, null, async (tx) => {
    const saved = await insertRoute(tx, id, {
      source: 'replan',
      context: plan.context,
      operations: plan.operations,
      by: by(user),
    })
    await appendProcessMessages(tx, id, [
      { role: 'user', textKey: 'process.chat.userReplan' },
      plannedMessage('process.chat.replanned', saved.version, plan.operations.length, plan.totals),
    ])
    return saved
  })
  await followCard(db, user, id, row)
  return wordedRoute(db, locale, row)
}
