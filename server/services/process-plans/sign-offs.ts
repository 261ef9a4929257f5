import { and, asc, eq } from 'drizzle-orm'
import {
  DISPATCH_NEEDS,
  SIGNED_ROLES,
  type CardSign,
  type CardSignOff,
  type CardSignOffs,
  type SignedRole,
} from '../../../contract/process-card.ts'
import type { StaffRight } from '../../../contract/staff-rights.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessChatRecords as records, processRouteSignOffs as signOffs, users } from '../../db/schema.ts'
import { AppError, foundOr404 } from '../../lib/errors.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { audit, auditTarget } from '../admin/audit.ts'
import { latestRoute, type ProcessRecord, type RouteRow } from './store.ts'

// The 审核 / 批准 sign-offs of a process card. They belong to one route version: a new version
// has none, so what was signed is always what is dispatched. 编制, 审核 and 批准 are three people:
// nobody reviews or approves what they prepared, and 批准 follows 审核, by someone else.

type Read = Pick<Db, 'select'>
export type SignatureRow = typeof signOffs.$inferSelect

/** The right each signed role needs (staff-rights.ts). */
const ROLE_RIGHT: Readonly<Record<SignedRole, StaffRight>> = { reviewer: 'processCheck', approver: 'processApprove' }

/** A sign-off as a message names it (the card's own labels are in card-pdf.ts). */
export const roleName = (locale: Locale, role: CardSignOff) => translate(locale, `process.signOff.role.${role}`)

/**
 * A process record the caller may read the card of: their own, or any when they may sign cards
 * (a reviewer reads the cards of every engineer). Anyone else's is "not found".
 */
export function cardRecord(db: Read, user: AuthUser, id: number): Promise<ProcessRecord> {
  const signer = SIGNED_ROLES.some((role) => user.may[ROLE_RIGHT[role]])
  const mine = signer ? undefined : eq(records.userId, user.id)
  return foundOr404(
    db
      .select()
      .from(records)
      .where(and(eq(records.id, id), mine)),
  )
}

export function signaturesOf(db: Read, routeId: number): Promise<SignatureRow[]> {
  return db.select().from(signOffs).where(eq(signOffs.routeId, routeId)).orderBy(asc(signOffs.id))
}

/** 编制: the version's author, or the record's owner for a version the planner made. */
export async function authorOf(db: Read, record: ProcessRecord, route: RouteRow): Promise<string> {
  if (route.createdByName) return route.createdByName
  const [owner] = await db.select({ name: users.username }).from(users).where(eq(users.id, record.userId))
  return owner?.name ?? ''
}

/** Who prepared the version (编制): its author, or the record's owner for a version the planner made. */
const authorId = (record: ProcessRecord, route: RouteRow) => route.createdBy ?? record.userId

/** Why the caller may not sign `role` of a version signed `signed`, or null when they may. */
function refusal(
  user: AuthUser,
  role: SignedRole,
  signed: SignatureRow[],
  author: number,
  locale: Locale,
): AppError | null {
  const name = roleName(locale, role)
  if (!user.may[ROLE_RIGHT[role]]) return new AppError(403, 'process.signOff.noRight', { role: name })
  if (user.id === author) return new AppError(409, 'process.signOff.own', { role: name })
  const done = signed.find((s) => s.role === role)
  if (done) return new AppError(409, 'process.signOff.done', { role: name, name: done.userName })
  if (role === 'approver' && !signed.some((s) => s.role === 'reviewer'))
    return new AppError(409, 'process.signOff.order')
  const mine = signed.find((s) => s.userId === user.id)
  if (mine) return new AppError(409, 'process.signOff.twice', { role: roleName(locale, mine.role) })
  return null
}

/** The sign-off dispatch still waits for, or null when the version may go. */
export const dispatchBlock = (signed: SignatureRow[]): typeof DISPATCH_NEEDS | null =>
  signed.some((s) => s.role === DISPATCH_NEEDS) ? null : DISPATCH_NEEDS

/** Refuses dispatch (409, in words) until the version carries the 审核 sign-off. */
export async function requireDispatchSignOff(db: Read, route: RouteRow, locale: Locale) {
  const missing = dispatchBlock(await signaturesOf(db, route.id))
  if (missing)
    throw new AppError(409, 'process.dispatchUnsigned', { version: route.version, role: roleName(locale, missing) })
}

/** The sign-off block of the latest version: who signed and when, what the caller may sign, whether dispatch waits. */
export async function cardSignOffs(db: Db, user: AuthUser, id: number, locale: Locale): Promise<CardSignOffs> {
  const record = await cardRecord(db, user, id)
  const route = await latestRoute(db, id)
  if (!route) throw new AppError(409, 'process.notPlanned')
  const signed = await signaturesOf(db, route.id)
  return {
    version: route.version,
    signatures: [
      { role: 'author', name: await authorOf(db, record, route), signedAt: route.createdAt.toISOString(), opinion: '' },
      ...signed.map((s) => ({
        role: s.role,
        name: s.userName,
        signedAt: s.signedAt.toISOString(),
        opinion: s.opinion,
      })),
    ],
    canSign: SIGNED_ROLES.filter((role) => refusal(user, role, signed, authorId(record, route), locale) === null),
    dispatchBlocked: dispatchBlock(signed),
  }
}

/**
 * Signs `role` of the latest version, which must be the version the signer read; audited. The
 * record is locked so two signers never both take the same role.
 */
export async function signCard(
  db: Db,
  user: AuthUser,
  id: number,
  input: CardSign,
  locale: Locale,
): Promise<CardSignOffs> {
  await db.transaction(async (tx) => {
    const record = await cardRecord(tx, user, id)
    await tx.select({ id: records.id }).from(records).where(eq(records.id, id)).for('update')
    const route = await latestRoute(tx, id)
    if (!route) throw new AppError(409, 'process.notPlanned')
    if (route.version !== input.version) throw new AppError(409, 'process.signOff.stale', { current: route.version })
    const signed = await signaturesOf(tx, route.id)
    const refused = refusal(user, input.role, signed, authorId(record, route), locale)
    if (refused) throw refused
    const [row] = await tx
      .insert(signOffs)
      .values({
        routeId: route.id,
        role: input.role,
        userId: user.id,
        userName: user.username,
        opinion: input.opinion ?? '',
      })
      .returning()
    await audit(tx, user, {
      action: 'processCard.sign',
      ...auditTarget('processCard', id, `${record.name || id} v${route.version}`),
      after: { version: route.version, role: row!.role, opinion: row!.opinion },
    })
  })
  return cardSignOffs(db, user, id, locale)
}
