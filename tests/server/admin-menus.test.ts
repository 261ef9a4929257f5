import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema.ts'
import { caller, data, menuIdAt, roleRoutesOf, setGrant, type Call } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

let ctx: TestContext
let asSuper: Call
let asAdmin: Call
let asAuditor: Call

beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAdmin = caller(ctx, await ctx.login('subadmin'))
  asAuditor = caller(ctx, await ctx.login('auditor'))
})
afterAll(() => ctx.close())

const tree = async () => data(await asSuper('GET', '/api/admin/menus'))
const roles = async () =>
  data(await asSuper('GET', '/api/admin/roles?pageSize=100')).rows as { id: number; code: string }[]
const roleId = async (code: string) => (await roles()).find((r) => r.code === code)!.id
const menu = (over: object) => ({ type: 'menu', path: 'x', name: 'X', title: 'X', ...over })

describe('menu editor', () => {
  it('serves the tree with types derived from the component markers', async () => {
    const menus = await tree()
    const system = menus.find((m: { name: string }) => m.name === 'SystemManage')
    expect(system).toMatchObject({
      type: 'directory',
      component: '#',
      title: 'router.systemManage',
      permissionList: ['add', 'edit', 'delete', 'view'],
    })
    expect(system.children.map((c: { path: string }) => c.path)).toContain('audit-log')
    expect(system.children[0]).toMatchObject({ type: 'menu', component: 'system/user' })
  })

  it('shows an added menu in the granted users’ routes on their next load, edits and removal too', async () => {
    const parentId = menuIdAt(await tree(), '/quote-config')!
    const created = data(
      await asSuper(
        'POST',
        '/api/admin/menus',
        menu({
          parentId,
          path: 'templates',
          name: 'QuoteTemplates',
          title: '报价模板',
          titleEn: 'Quote templates',
          component: 'quote-config/templates',
          icon: 'vi-bi:files',
          sort: 9,
          meta: { noCache: true },
          permissionList: ['view', 'edit'],
        }),
      ),
    )
    expect(created).toMatchObject({
      type: 'menu',
      titleEn: 'Quote templates',
      meta: { noCache: true },
      permissionList: ['view', 'edit'],
    })
    // Warm the route cache first: the change must not wait for it to expire.
    expect((await roleRoutesOf(asAuditor)).has('/quote-config/templates')).toBe(false)
    data(await setGrant(asSuper, 'Auditor', '/quote-config/templates', ['view']))
    const route = (await roleRoutesOf(asAuditor)).get('/quote-config/templates')
    expect(route).toMatchObject({
      component: 'quote-config/templates',
      meta: { title: '报价模板', icon: 'vi-bi:files', noCache: true, permission: ['view'] },
    })

    data(
      await asSuper(
        'PUT',
        `/api/admin/menus/${created.id}`,
        menu({
          parentId,
          path: 'templates',
          name: 'QuoteTemplates',
          title: '模板',
          component: 'quote-config/templates',
          permissionList: ['view'],
        }),
      ),
    )
    expect((await roleRoutesOf(asAuditor)).get('/quote-config/templates')!.meta.title).toBe('模板')
    data(await asSuper('DELETE', `/api/admin/menus/${created.id}`))
    expect((await roleRoutesOf(asAuditor)).has('/quote-config/templates')).toBe(false)
  })

  it('sets # on a top-level directory and ## on a nested one, and requires a component for a menu', async () => {
    const top = data(
      await asSuper('POST', '/api/admin/menus', {
        type: 'directory',
        path: '/reports',
        name: 'Reports',
        title: '报表',
        component: 'ignored',
      }),
    )
    expect(top.component).toBe('#')
    const nested = data(
      await asSuper('POST', '/api/admin/menus', {
        type: 'directory',
        parentId: top.id,
        path: 'sales',
        name: 'ReportsSales',
        title: '销售',
      }),
    )
    expect(nested).toMatchObject({ component: '##', type: 'directory' })
    expect((await asSuper('POST', '/api/admin/menus', menu({ parentId: nested.id, name: 'NoView' }))).statusCode).toBe(
      400,
    )
    expect((await asSuper('POST', '/api/admin/menus', menu({ name: 'Reports', component: 'a/b' }))).statusCode).toBe(
      409,
    )
    expect(
      (
        await asSuper('PUT', `/api/admin/menus/${top.id}`, {
          type: 'directory',
          parentId: nested.id,
          path: '/reports',
          name: 'Reports',
          title: '报表',
        })
      ).statusCode,
    ).toBe(400)
    expect((await asSuper('DELETE', `/api/admin/menus/${top.id}`)).statusCode).toBe(409)
    data(await asSuper('DELETE', `/api/admin/menus/${nested.id}`))
    data(await asSuper('DELETE', `/api/admin/menus/${top.id}`))
  })

  it('keeps the back office’s own screens from being deleted or disabled', async () => {
    const menus = await tree()
    const userMenu = menuIdAt(menus, '/system/user')!
    expect((await asSuper('DELETE', `/api/admin/menus/${userMenu}`)).statusCode).toBe(409)
    const system = menus.find((m: { name: string }) => m.name === 'SystemManage')
    const { id: _id, children: _c, ...fields } = system
    expect((await asSuper('PUT', `/api/admin/menus/${system.id}`, { ...fields, status: 0 })).statusCode).toBe(409)
  })

  it('is refused to roles without the menu screen', async () => {
    expect((await asAuditor('GET', '/api/admin/menus')).statusCode).toBe(403)
    expect((await asAuditor('POST', '/api/admin/menus', menu({ name: 'Sneaky', component: 'a/b' }))).statusCode).toBe(
      403,
    )
  })
})

describe('roles', () => {
  it('creates a role with grants, refuses deleting it while a user holds it, then deletes it', async () => {
    const quoteConfig = menuIdAt(await tree(), '/quote-config/manage')!
    const role = data(
      await asAdmin('POST', '/api/admin/roles', {
        code: 'Viewer',
        name: '只读',
        grants: [{ menuId: quoteConfig, permissions: ['view'] }],
      }),
    )
    expect(role).toMatchObject({
      code: 'Viewer',
      system: false,
      status: 1,
      userCount: 0,
      grants: [{ menuId: quoteConfig, permissions: ['view'] }],
    })
    expect((await asAdmin('POST', '/api/admin/roles', { code: 'Viewer', name: 'again' })).statusCode).toBe(409)
    data(await asSuper('PUT', `/api/admin/roles/${role.id}`, { code: 'Viewer', name: '只读', selectable: true }))
    const user = data(
      await asAdmin('POST', '/api/admin/users', {
        username: 'viewer1',
        password: 'Viewer2026pw',
        realName: 'v',
        roleId: role.id,
      }),
    )
    const inUse = await asAdmin('DELETE', `/api/admin/roles/${role.id}`)
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json().msg).toContain('1')
    // The grant, not the role name, decides: the viewer reads configurations but cannot add one.
    const viewer = caller(ctx, await ctx.login('viewer1', 'Viewer2026pw'))
    expect((await viewer('GET', '/api/quote-config/list')).statusCode).toBe(200)
    expect((await viewer('POST', '/api/quote-config', { name: 'nope' })).statusCode).toBe(403)
    await ctx.db
      .update(users)
      .set({ roleId: await roleId('Auditor') })
      .where(eq(users.id, user.id))
    data(await asAdmin('DELETE', `/api/admin/roles/${role.id}`))
    expect((await roles()).some((r) => r.code === 'Viewer')).toBe(false)
  })

  it('never deletes built-in roles, never renames their codes, and keeps the SuperAdministrator role whole', async () => {
    expect((await asSuper('DELETE', `/api/admin/roles/${await roleId('Auditor')}`)).statusCode).toBe(409)
    expect(
      (await asSuper('PUT', `/api/admin/roles/${await roleId('Auditor')}`, { code: 'Pricer', name: 'x' })).statusCode,
    ).toBe(409)
    const superId = await roleId('SuperAdministrator')
    expect((await asSuper('PUT', `/api/admin/roles/${superId}/status`, { status: 0 })).statusCode).toBe(409)
    expect(
      (await asSuper('PUT', `/api/admin/roles/${superId}`, { code: 'SuperAdministrator', name: 'x', grants: [] }))
        .statusCode,
    ).toBe(409)
  })

  it('stops an Administrator from touching the admin roles, disabling its own, or granting what it does not hold', async () => {
    const superId = await roleId('SuperAdministrator')
    expect(
      (await asAdmin('PUT', `/api/admin/roles/${superId}`, { code: 'SuperAdministrator', name: 'mine' })).statusCode,
    ).toBe(403)
    expect(
      (await asAdmin('PUT', `/api/admin/roles/${await roleId('Administrator')}/status`, { status: 0 })).statusCode,
    ).toBe(403)
    const permissionPage = menuIdAt(await tree(), '/permissionManage/user/permission-manage')!
    const grab = await asAdmin('PUT', `/api/admin/roles/${await roleId('Auditor')}`, {
      code: 'Auditor',
      name: '核价工程师',
      selectable: true,
      grants: [{ menuId: permissionPage, permissions: ['view'] }],
    })
    expect(grab.statusCode).toBe(403)
    const listed = menuIdAt(await tree(), '/quote-config/manage')!
    data(
      await asSuper('PUT', `/api/admin/menus/${listed}`, {
        ...(await plain(listed)),
        permissionList: ['view', 'edit'],
      }),
    )
    const unlisted = await asSuper('POST', '/api/admin/roles', {
      code: 'Odd',
      name: 'odd',
      grants: [{ menuId: listed, permissions: ['delete'] }],
    })
    expect(unlisted.statusCode).toBe(400)
    data(
      await asSuper('PUT', `/api/admin/menus/${listed}`, {
        ...(await plain(listed)),
        permissionList: ['add', 'edit', 'delete', 'view'],
      }),
    )
  })
})

/** A menu's editable fields, as the editor would send them back. */
async function plain(id: number) {
  const find = (nodes: any[]): any => nodes.map((n) => (n.id === id ? n : find(n.children))).find(Boolean)
  const { id: _id, children: _c, ...fields } = find(await tree())
  return fields
}

describe('departments', () => {
  it('nests departments and refuses moving or deleting one with users or sub-departments', async () => {
    const head = data(
      await asSuper('POST', '/api/admin/departments', { name: '总部', leader: '张三', phone: '13800000009' }),
    )
    const sales = data(await asSuper('POST', '/api/admin/departments', { name: '销售部', parentId: head.id, sort: 2 }))
    const other = data(await asSuper('POST', '/api/admin/departments', { name: '其他' }))
    const depts = data(await asSuper('GET', '/api/admin/departments'))
    expect(depts.find((d: { id: number }) => d.id === head.id).children.map((c: { name: string }) => c.name)).toEqual([
      '销售部',
    ])
    const deleteHead = await asSuper('DELETE', `/api/admin/departments/${head.id}`)
    expect(deleteHead.statusCode).toBe(409)
    expect(deleteHead.json().msg).toBe('部门下还有下级部门，不能删除或移动')
    expect(
      (await asSuper('PUT', `/api/admin/departments/${head.id}`, { name: '总部', parentId: sales.id })).statusCode,
    ).toBe(400)
    data(
      await asSuper('POST', '/api/admin/users', {
        username: 'seller1',
        password: 'Seller2026pw',
        realName: 's',
        roleId: await roleId('Auditor'),
        departmentId: sales.id,
      }),
    )
    const move = await ctx.request({
      method: 'PUT',
      url: `/api/admin/departments/${sales.id}`,
      headers: { ...ctx.auth(await ctx.login('admin')), 'accept-language': 'en' },
      payload: { name: '销售部', parentId: other.id },
    })
    expect(move.statusCode).toBe(409)
    expect(move.json().msg).toBe('1 user is in this department; it cannot be deleted or moved')
    expect(
      data(
        await asSuper('PUT', `/api/admin/departments/${sales.id}`, {
          name: '销售一部',
          parentId: head.id,
          leader: '李四',
        }),
      ),
    ).toMatchObject({ name: '销售一部', userCount: 1 })
    data(await asSuper('DELETE', `/api/admin/departments/${other.id}`))
    expect((await asAuditor('GET', '/api/admin/departments')).statusCode).toBe(403)
  })
})

describe('permission management', () => {
  it('is for a SuperAdministrator only', async () => {
    expect((await asAdmin('GET', '/api/admin/permissions')).statusCode).toBe(403)
    expect(
      (await asAdmin('PUT', '/api/admin/permissions', { roleIds: [await roleId('Auditor')], cells: [] })).statusCode,
    ).toBe(403)
    const matrix = data(await asSuper('GET', '/api/admin/permissions'))
    expect(matrix.roles.find((r: { code: string }) => r.code === 'SuperAdministrator').editable).toBe(false)
    expect(matrix.cells.length).toBeGreaterThan(20)
    expect(
      (await asSuper('PUT', '/api/admin/permissions', { roleIds: [await roleId('SuperAdministrator')], cells: [] }))
        .statusCode,
    ).toBe(409)
  })

  it('removing the Auditor’s `edit` on quote configuration hides it from the routes and refuses the API', async () => {
    const id = data(await asAuditor('GET', '/api/quote-config/list')).rows[0].id
    expect((await asAuditor('PUT', `/api/quote-config/${id}`, { description: 'before' })).statusCode).toBe(200)
    data(await setGrant(asSuper, 'Auditor', '/quote-config/manage', ['view', 'add']))
    expect((await roleRoutesOf(asAuditor)).get('/quote-config/manage')!.meta.permission).toEqual(['view', 'add'])
    const refused = await asAuditor('PUT', `/api/quote-config/${id}`, { description: 'after' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().msg).toContain('edit')
    expect((await asAuditor('GET', `/api/quote-config/${id}`)).statusCode).toBe(200)
    // Cost tables follow their own maintenance screens.
    data(await setGrant(asSuper, 'Auditor', '/cost-maintenance/material', ['view']))
    expect((await asAuditor('GET', '/api/cost/materials/list')).statusCode).toBe(200)
    expect((await asAuditor('DELETE', '/api/cost/materials/al6061')).statusCode).toBe(403)
    expect((await asAuditor('GET', '/api/cost/machines/list')).statusCode).toBe(200)
  })
})

describe('disabled roles', () => {
  it('leave their users with no menus and no actions until enabled again', async () => {
    const role = data(
      await asSuper('POST', '/api/admin/roles', {
        code: 'Pausable',
        name: '可停用',
        selectable: true,
        grants: [
          { menuId: menuIdAt(await tree(), '/quote-config')!, permissions: ['view'] },
          { menuId: menuIdAt(await tree(), '/quote-config/manage')!, permissions: ['view'] },
        ],
      }),
    )
    data(
      await asSuper('POST', '/api/admin/users', {
        username: 'pausable1',
        password: 'Pause2026pw',
        realName: 'p',
        roleId: role.id,
      }),
    )
    const user = caller(ctx, await ctx.login('pausable1', 'Pause2026pw'))
    expect((await roleRoutesOf(user)).has('/quote-config/manage')).toBe(true)
    expect((await user('GET', '/api/quote-config/list')).statusCode).toBe(200)
    data(await asAdmin('PUT', `/api/admin/roles/${role.id}/status`, { status: 0 }))
    expect((await roleRoutesOf(user)).size).toBe(0)
    expect((await user('GET', '/api/quote-config/list')).statusCode).toBe(403)
    data(await asAdmin('PUT', `/api/admin/roles/${role.id}/status`, { status: 1 }))
    expect((await user('GET', '/api/quote-config/list')).statusCode).toBe(200)
  })
})
