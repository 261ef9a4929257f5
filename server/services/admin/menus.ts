import { asc, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { menus } from '../../db/schema.ts'
import { badRequest, conflict, foundOr404 } from '../../lib/errors.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { audit, auditTarget } from './audit.ts'
import { assertBuiltInKept, PROTECTED_MENUS } from './built-in-menus.ts'
import { assertTreeParent, buildTree } from './tree.ts'
import type { AdminMenuNode, menuInput } from '../../../contract/admin.ts'
import { LAYOUT_MARKER, PARENT_MARKER } from '../../../contract/wire.ts'
import type { MenuMeta } from '../../../contract/routes.ts'

type Actor = Pick<AuthUser, 'id' | 'username'>
type Input = z.output<typeof menuInput>
type MenuRecord = typeof menus.$inferSelect

const isDirectory = (component: string) => component === LAYOUT_MARKER || component.includes(PARENT_MARKER)

/** A stored menu as the editor shows it: the type follows the component marker. */
function toNode(m: MenuRecord): Omit<AdminMenuNode, 'children'> {
  const { title = '', icon = '', activeMenu = '', parentTitle = '', ...switches } = m.meta
  return {
    id: m.id,
    parentId: m.parentId,
    type: isDirectory(m.component) ? 'directory' : 'menu',
    component: m.component,
    path: m.path,
    name: m.name,
    title,
    titleEn: m.titleEn,
    icon,
    redirect: m.redirect ?? '',
    activeMenu,
    parentTitle,
    status: m.status === 1 ? 1 : 0,
    sort: m.sort,
    meta: switches,
    permissionList: m.permissionList.filter((a): a is AdminMenuNode['permissionList'][number] =>
      ['add', 'edit', 'delete', 'view'].includes(a),
    ),
  }
}

export async function menuTree(db: Db): Promise<AdminMenuNode[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id))
  return buildTree(rows.map(toNode))
}

/** The stored columns of an input: a directory's component is '#' at the top and '##' below. */
function toColumns(input: Input) {
  if (input.type === 'menu' && (!input.component || input.component.startsWith(LAYOUT_MARKER)))
    throw badRequest('admin.menuComponent')
  const component = input.type === 'menu' ? input.component : input.parentId === null ? LAYOUT_MARKER : PARENT_MARKER
  const text = (value: string) => (value ? value : undefined)
  const meta = JSON.parse(
    JSON.stringify({
      ...input.meta,
      title: input.title,
      icon: text(input.icon),
      activeMenu: text(input.activeMenu),
      parentTitle: text(input.parentTitle),
    }),
  ) as MenuMeta
  return {
    parentId: input.parentId,
    path: input.path,
    name: input.name,
    redirect: input.redirect || null,
    component,
    sort: input.sort,
    meta,
    titleEn: input.titleEn,
    permissionList: [...new Set(input.permissionList)],
    status: input.status,
  }
}

const record = (db: Db, id: number) => foundOr404(db.select().from(menus).where(eq(menus.id, id)))

async function assertNameFree(db: Db, name: string, exceptId = 0) {
  const [taken] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, name))
  if (taken && taken.id !== exceptId) throw conflict('admin.menuNameTaken')
}

/** The back office's own screens and their parents cannot be deleted or disabled (no lock-out). */
function assertNotProtected(name: string) {
  if (PROTECTED_MENUS.has(name)) throw conflict('admin.menuProtected')
}

async function nameOf(db: Db, id: number | null) {
  if (id === null) return null
  const [row] = await db.select({ name: menus.name }).from(menus).where(eq(menus.id, id))
  return row?.name ?? null
}

const parents = async (db: Db) => db.select({ id: menus.id, parentId: menus.parentId }).from(menus)

export async function createMenu(db: Db, actor: Actor, input: Input): Promise<AdminMenuNode> {
  assertTreeParent(await parents(db), undefined, input.parentId)
  await assertNameFree(db, input.name)
  const [row] = await db.insert(menus).values(toColumns(input)).returning()
  const after = { ...toNode(row!), children: [] }
  await audit(db, actor, { action: 'menu.create', ...auditTarget('menu', row!.id, row!.name), after })
  return after
}

export async function editMenu(db: Db, actor: Actor, id: number, input: Input): Promise<AdminMenuNode> {
  const before = toNode(await record(db, id))
  assertTreeParent(await parents(db), id, input.parentId)
  await assertNameFree(db, input.name, id)
  const columns = toColumns(input)
  assertBuiltInKept(before.name, { ...columns, parent: await nameOf(db, columns.parentId) })
  if (input.status === 0 && before.status === 1) assertNotProtected(before.name)
  const [row] = await db.update(menus).set(columns).where(eq(menus.id, id)).returning()
  const after = { ...toNode(row!), children: [] }
  await audit(db, actor, { action: 'menu.edit', ...auditTarget('menu', row!.id, row!.name), before, after })
  return after
}

export async function deleteMenu(db: Db, actor: Actor, id: number) {
  const before = toNode(await record(db, id))
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, id))
  if (n > 0) throw conflict('admin.menuHasChildren')
  assertNotProtected(before.name)
  await db.delete(menus).where(eq(menus.id, id))
  await audit(db, actor, { action: 'menu.delete', ...auditTarget('menu', before.id, before.name), before })
}
