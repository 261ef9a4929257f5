import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RoleRoute } from '../../server/services/role-routes.ts'
import type { SeededRole } from '../../contract/route-table.ts'
import { seededRoleRoutes } from '../unit/support/seeded-routes.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'

let ctx: TestContext
const infoByUser: Record<
  string,
  { userInfo: Record<string, unknown>; roleId: number; role: string; roleRouters: RoleRoute[] }
> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  for (const username of ['admin', 'subadmin', 'auditor', 'customer']) {
    const token = await ctx.login(username)
    const res = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(token),
    })
    infoByUser[username] = res.json().data
  }
})
afterAll(() => ctx.close())

/** Every route with its absolute path, depth first. */
function flatten(routes: RoleRoute[], parent = ''): (RoleRoute & { fullPath: string })[] {
  return routes.flatMap((r) => {
    const fullPath = r.path.startsWith('/') ? r.path : `${parent}/${r.path}`
    return [{ ...r, fullPath }, ...flatten(r.children ?? [], fullPath)]
  })
}
const pathsOf = (username: string) => flatten(infoByUser[username]!.roleRouters).map((r) => r.fullPath)

describe('GET /api/account/get-current-user-info', () => {
  it('answers userInfo, roleId, role and roleRouters for each demo role', () => {
    expect(infoByUser.admin).toMatchObject({
      role: 'SuperAdministrator',
      userInfo: { username: 'admin', roleName: '系统管理员' },
    })
    expect(infoByUser.subadmin).toMatchObject({ role: 'Administrator', userInfo: { roleName: '子管理员' } })
    expect(infoByUser.auditor).toMatchObject({ role: 'Auditor', userInfo: { roleName: '核价工程师' } })
    expect(infoByUser.customer).toMatchObject({ role: 'Customer' })
    for (const info of Object.values(infoByUser)) {
      expect(info.roleId).toBe(info.userInfo.roleId)
      expect(info.userInfo).not.toHaveProperty('passwordHash')
    }
    expect(new Set(Object.values(infoByUser).map((i) => i.roleId)).size).toBe(4)
  })

  // The client's front-end and static route maps are built from the same table (tests/unit/app/route-modes.test.ts).
  it('answers each seeded role the routes of the screen table, as seeded from it', () => {
    for (const info of Object.values(infoByUser)) {
      expect(info.roleRouters).toEqual(seededRoleRoutes(info.role as SeededRole))
    }
  })

  it('gives a Customer the quote, process and quote-order screens only', () => {
    const paths = pathsOf('customer')
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ai-quote/quote',
        '/ai-auto/process',
        '/quote-order/manage',
        '/quote-order/detail',
        '/personal/personal-center',
        '/ai-guide',
      ]),
    )
    for (const forbidden of [
      '/quote-config/manage',
      '/process-manage/craft',
      '/cost-maintenance/machine',
      '/admin/manage',
      '/system/user',
      '/permissionManage/user/permission-manage',
    ]) {
      expect(paths).not.toContain(forbidden)
    }
  })

  it('adds quote configuration, cost maintenance and process management for an Auditor, no admin', () => {
    const paths = pathsOf('auditor')
    expect(paths).toEqual(
      expect.arrayContaining([
        '/quote-config/manage',
        '/quote-config/detail',
        '/process-manage/craft',
        '/process-manage/equipment',
        '/process-manage/tool',
        ...['machine', 'material', 'process', 'surface', 'other', 'pmi', 'blank'].map((s) => `/cost-maintenance/${s}`),
      ]),
    )
    expect(
      paths.some((p) => p.startsWith('/admin') || p.startsWith('/system') || p.startsWith('/permissionManage')),
    ).toBe(false)
  })

  it('gives admins /admin/* and the user/role/menu/department screens; permission management to SuperAdministrator only', () => {
    for (const admin of ['admin', 'subadmin']) {
      expect(pathsOf(admin)).toEqual(
        expect.arrayContaining([
          '/admin/manage',
          '/admin/detail',
          '/admin/chatHistoryDetail',
          '/system/user',
          '/system/role',
          '/system/menu',
          '/system/department',
          '/quote-config/manage',
        ]),
      )
    }
    expect(pathsOf('admin')).toContain('/permissionManage/user/permission-manage')
    expect(pathsOf('subadmin').some((p) => p.startsWith('/permissionManage'))).toBe(false)
  })

  it('uses # for top-level layouts, ## for nested layouts and the full path as view key', () => {
    const all = flatten(infoByUser.admin!.roleRouters)
    for (const route of all) {
      if (route.component === '#') expect(route.path.startsWith('/')).toBe(true)
      else if (route.component === '##') expect(route.children?.length).toBeGreaterThan(0)
      else expect(route.component).toBe(route.fullPath.slice(1))
    }
    const permission = all.find((r) => r.name === 'PermissionManageUser')
    expect(permission?.component).toBe('##')
    expect(all.find((r) => r.fullPath === '/ai-quote/quote')?.component).toBe('ai-quote/quote')
  })

  it('carries the route meta: titles as router.* keys, roles, permission, process, activeMenu, parentTitle', () => {
    const all = flatten(infoByUser.admin!.roleRouters)
    const names = new Set(all.map((r) => r.name))
    expect(names.size).toBe(all.length)
    for (const route of all) {
      expect(route.meta.title).toMatch(/^router\.[a-z][A-Za-z]*$/)
      expect(route.meta.roles.length).toBeGreaterThan(0)
    }
    const byPath = new Map(all.map((r) => [r.fullPath, r]))
    expect(byPath.get('/ai-auto/process')!.meta.process).toBe(true)
    expect(byPath.get('/ai-quote/quote')!.meta.process).toBe(false)
    expect(byPath.get('/admin/detail')!.meta).toMatchObject({ activeMenu: '/admin/manage', hidden: true })
    expect(byPath.get('/quote-order/detail')!.meta.activeMenu).toBe('/quote-order/manage')
    expect(byPath.get('/quote-config/detail')!.meta).toMatchObject({ hidden: true, parentTitle: 'router.quoteConfig' })
    expect(byPath.get('/personal/personal-center')!.meta).toMatchObject({ hidden: true, canTo: true })
    expect(byPath.get('/admin/manage')!.meta.roles).toEqual(['SuperAdministrator', 'Administrator'])
    expect(byPath.get('/permissionManage/user/permission-manage')!.meta.roles).toEqual(['SuperAdministrator'])
    expect(byPath.get('/ai-quote')!.redirect).toBe('/ai-quote/quote')
  })

  it('grants per-role action permissions', () => {
    const perm = (user: string, path: string) =>
      flatten(infoByUser[user]!.roleRouters).find((r) => r.fullPath === path)?.meta.permission
    expect(perm('admin', '/system/user')).toEqual(['add', 'edit', 'delete', 'view'])
    expect(perm('auditor', '/quote-config/manage')).toEqual(['add', 'edit', 'delete', 'view'])
    expect(perm('customer', '/quote-order/manage')).toEqual(['view', 'add', 'edit'])
  })
})
