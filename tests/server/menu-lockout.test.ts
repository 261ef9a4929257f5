import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menus } from '../../server/db/schema.ts'
import { caller, data, menuIdAt, type Call } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

// The menu editor changes paths, but no edit may take the menu and permission screens away from
// the SuperAdministrator: grants follow a screen's fixed name, and built-in menus keep their
// name, path, parent and component.

let ctx: TestContext
let asSuper: Call
let asAdmin: Call

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAdmin = caller(ctx, await ctx.login('subadmin'))
})
afterAll(() => ctx.close())

type Node = Record<string, unknown> & { id: number; path: string; children: Node[] }
const tree = async () => data<Node[]>(await asSuper('GET', '/api/admin/menus'))
const find = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n
    const hit = find(n.children, id)
    if (hit) return hit
  }
  return undefined
}
/** The editor's body for a stored menu with `changes` applied. */
async function edited(fullPath: string, changes: object) {
  const nodes = await tree()
  const id = menuIdAt(nodes, fullPath)!
  const { id: _id, children: _c, type, ...fields } = find(nodes, id)!
  return { id, body: { ...fields, type, ...changes } }
}

describe('menu paths and screen grants', () => {
  it('refuses an Administrator moving the menu and permission screens to other paths, naming the rule', async () => {
    const menu = await edited('/system/menu', { path: 'menu-x' })
    const res = await asAdmin('PUT', `/api/admin/menus/${menu.id}`, menu.body)
    expect(res.statusCode).toBe(409)
    expect(res.json().msg).toContain('系统内置菜单')
    const permission = await edited('/permissionManage/user/permission-manage', { path: 'permission-manage-x' })
    expect((await asSuper('PUT', `/api/admin/menus/${permission.id}`, permission.body)).statusCode).toBe(409)
    const renamed = await edited('/system/menu', { name: 'MenuManageX' })
    const en = await ctx.request({
      method: 'PUT',
      url: `/api/admin/menus/${renamed.id}`,
      headers: { ...ctx.auth(await ctx.login('subadmin')), 'accept-language': 'en' },
      payload: renamed.body,
    })
    expect(en.statusCode).toBe(409)
    expect(en.json().msg).toContain('built-in menu')
    const moved = await edited('/system/menu', { parentId: menuIdAt(await tree(), '/quote-config') })
    expect((await asAdmin('PUT', `/api/admin/menus/${moved.id}`, moved.body)).statusCode).toBe(409)

    expect((await asSuper('GET', '/api/admin/menus')).statusCode).toBe(200)
    expect((await asSuper('GET', '/api/admin/permissions')).statusCode).toBe(200)
  })

  it('keeps a built-in menu’s title, icon and order editable', async () => {
    const menu = await edited('/system/menu', { title: '菜单设置', icon: 'vi-bi:list', sort: 7 })
    expect(data(await asAdmin('PUT', `/api/admin/menus/${menu.id}`, menu.body))).toMatchObject({
      title: '菜单设置',
      sort: 7,
    })
  })

  it('grants by the screen, not its path: a path changed before this rule still serves, and can be put back', async () => {
    // What the editor allowed before: the paths of both management screens changed.
    await ctx.db.update(menus).set({ path: 'menu-x' }).where(eq(menus.name, 'MenuManage'))
    await ctx.db.update(menus).set({ path: 'permission-manage-x' }).where(eq(menus.name, 'PermissionManagePage'))
    expect((await asSuper('GET', '/api/admin/menus')).statusCode).toBe(200)
    expect((await asSuper('GET', '/api/admin/permissions')).statusCode).toBe(200)
    const back = await edited('/system/menu-x', { path: 'menu' })
    data(await asSuper('PUT', `/api/admin/menus/${back.id}`, back.body))
    expect(menuIdAt(await tree(), '/system/menu')).toBe(back.id)
    // Any other change is refused while the path is still not the built-in one.
    const other = await edited('/permissionManage/user/permission-manage-x', { path: 'elsewhere' })
    expect((await asSuper('PUT', `/api/admin/menus/${other.id}`, other.body)).statusCode).toBe(409)
  })

  it('still lets an added menu change its path and name', async () => {
    const added = data(
      await asAdmin('POST', '/api/admin/menus', {
        type: 'menu',
        path: 'lockout-a',
        name: 'LockoutA',
        title: 'a',
        component: 'a/b',
      }),
    )
    const { id, children: _c, ...fields } = added
    expect(
      data(await asAdmin('PUT', `/api/admin/menus/${id}`, { ...fields, path: 'lockout-b', name: 'LockoutB' })),
    ).toMatchObject({ path: 'lockout-b', name: 'LockoutB' })
  })
})
