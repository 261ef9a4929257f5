import { asc, count, eq, isNull, and } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { departments, users } from '../../db/schema.ts'
import { AppError, conflict, notFound } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { audit, auditTarget } from './audit.ts'
import { assertTreeParent, buildTree } from './tree.ts'
import type { DepartmentNode, departmentInput } from '../../../contract/admin.ts'

type Actor = Pick<AuthUser, 'id' | 'username'>
type Input = z.output<typeof departmentInput>
type Row = typeof departments.$inferSelect

const toNode = (d: Row, userCount: number): Omit<DepartmentNode, 'children'> => ({
  id: d.id,
  parentId: d.parentId,
  name: d.name,
  leader: d.leader,
  phone: d.phone,
  status: d.status === 1 ? 1 : 0,
  sort: d.sort,
  userCount,
  createdAt: d.createdAt.toISOString(),
})

async function userCounts(db: Db) {
  const rows = await db
    .select({ id: users.departmentId, n: count() })
    .from(users)
    .where(isNull(users.deletedAt))
    .groupBy(users.departmentId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

export async function departmentTree(db: Db): Promise<DepartmentNode[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.sort), asc(departments.id))
  const counts = await userCounts(db)
  return buildTree(rows.map((d) => toNode(d, counts.get(d.id) ?? 0)))
}

/**
 * A department and every department below it: the user list filtered by a department lists the
 * people of its sub-departments too, as a department tree beside the list reads.
 */
export async function departmentSubtree(db: Db, id: number): Promise<number[]> {
  const rows = await parents(db)
  const ids = [id]
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parentId === ids[i]) ids.push(r.id)
  return ids
}

async function record(db: Db, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id))
  if (!row) throw notFound()
  return toNode(row, (await userCounts(db)).get(id) ?? 0)
}

const parents = (db: Db) => db.select({ id: departments.id, parentId: departments.parentId }).from(departments)

/** A department that still has users or sub-departments stays where it is. */
async function assertEmpty(db: Db, dept: { id: number; userCount: number }) {
  if (dept.userCount > 0) throw new AppError(409, 'admin.departmentHasUsers', { count: dept.userCount })
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(departments).where(eq(departments.parentId, dept.id))
  if (n > 0) throw conflict('admin.departmentHasChildren')
}

export async function createDepartment(db: Db, actor: Actor, input: Input) {
  assertTreeParent(await parents(db), undefined, input.parentId)
  const [row] = await db.insert(departments).values(input).returning()
  const after = { ...toNode(row!, 0), children: [] }
  await audit(db, actor, { action: 'department.create', ...auditTarget('department', row!.id, row!.name), after })
  return after
}

export async function editDepartment(db: Db, actor: Actor, id: number, input: Input) {
  const before = await record(db, id)
  if (input.parentId !== before.parentId) {
    assertTreeParent(await parents(db), id, input.parentId)
    await assertEmpty(db, before)
  }
  const [row] = await db.update(departments).set(input).where(eq(departments.id, id)).returning()
  const after = { ...toNode(row!, before.userCount), children: [] }
  await audit(db, actor, { action: 'department.edit', ...auditTarget('department', row!.id, row!.name), before, after })
  return after
}

export async function deleteDepartment(db: Db, actor: Actor, id: number) {
  const before = await record(db, id)
  await assertEmpty(db, before)
  // Soft-deleted accounts may still point here; they keep their records, not their department.
  await db
    .update(users)
    .set({ departmentId: null })
    .where(and(eq(users.departmentId, id)))
  await db.delete(departments).where(eq(departments.id, id))
  await audit(db, actor, { action: 'department.delete', ...auditTarget('department', before.id, before.name), before })
}
