import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { users } from '../../../../server/db/schema.ts'
import { get, post, put, type Case, type MatrixEnv, type Role } from './roles.ts'

// Rows for rules that hold beyond "who may call the route": a company's sub-accounts keep their
// main account's role on every write path and at sub-user-login, and the menu editor cannot move
// the screens that manage menus and permissions. Keyed `<route key> — <situation>`; the route key
// must name a registered route, as the matrix's own rows do.

const deny = { anonymous: 401, customer: 403, otherCustomer: 403, Auditor: 403 }
const adminsGet = (status: number): Record<Role, number> => ({
  ...deny,
  Administrator: status,
  SuperAdministrator: status,
})

/** The route key a rule row belongs to. */
export const ruleRoute = (key: string) => key.split(' — ')[0]!

export function ruleCases(env: MatrixEnv): Record<string, Case> {
  let serial = 0
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`
  const asSuper = async (opts: InjectOptions) => {
    const res = await env.ctx.request({ ...opts, headers: env.ctx.auth(env.tokens.admin!) })
    if (res.statusCode !== 200) throw new Error(`fixture ${opts.method} ${opts.url} failed: ${res.body}`)
    return res.json().data
  }
  const roleIdOf = async (code: string) =>
    (await asSuper(get('/api/admin/roles?pageSize=100'))).rows.find((r: { code: string }) => r.code === code)
      .id as number
  const userIdOf = async (username: string) =>
    (await asSuper(get(`/api/admin/users?keyword=${username}&pageSize=100`))).rows.find(
      (u: { username: string }) => u.username === username,
    ).id as number
  /** A new sub-account of the owner, holding the Auditor role as the user editor once let it. */
  const staffSubAccount = async () => {
    const { id } = await asSuper(
      post('/api/admin/users', {
        username: unique('sub'),
        password: 'Matrix2026pw',
        realName: 'm',
        roleId: await roleIdOf('Customer'),
        parentUserId: await userIdOf('acme'),
      }),
    )
    await env.ctx.db
      .update(users)
      .set({ roleId: await roleIdOf('Auditor') })
      .where(eq(users.id, id))
    return id as number
  }
  type MenuNode = Record<string, unknown> & { id: number; name: string; children: MenuNode[] }
  /** The editor's body for a built-in menu with `changes`. */
  const menuEdit = async (name: string, changes: object) => {
    const find = (nodes: MenuNode[]): MenuNode | undefined =>
      nodes.find((n) => n.name === name) ?? nodes.map((n) => find(n.children)).find(Boolean)
    const { id, children: _c, ...fields } = find(await asSuper(get('/api/admin/menus')))!
    return put(`/api/admin/menus/${id}`, { ...fields, ...changes })
  }

  return {
    'PUT /api/admin/users/:id — a sub-account given the Auditor role': {
      request: async () => put(`/api/admin/users/${env.subUserId}`, { roleId: await roleIdOf('Auditor') }),
      expect: adminsGet(400),
    },
    'PUT /api/admin/users/:id — a company main account with sub-accounts given the Auditor role': {
      request: async () => put(`/api/admin/users/${await userIdOf('acme')}`, { roleId: await roleIdOf('Auditor') }),
      expect: adminsGet(409),
    },
    'PUT /api/admin/users/:id — a sub-account set back to its company role': {
      request: async () => put(`/api/admin/users/${await staffSubAccount()}`, { roleId: await roleIdOf('Customer') }),
      expect: adminsGet(200),
    },
    'POST /api/admin/users — a sub-account with the Auditor role': {
      request: async () =>
        post('/api/admin/users', {
          username: unique('sub'),
          password: 'Matrix2026pw',
          realName: 'm',
          roleId: await roleIdOf('Auditor'),
          parentUserId: await userIdOf('acme'),
        }),
      expect: adminsGet(400),
    },
    'POST /api/account/sub-user-login — a sub-account holding another role than its main account': {
      request: async () => post('/api/account/sub-user-login', { subUserId: await staffSubAccount() }),
      expect: {
        anonymous: 401,
        customer: 403,
        otherCustomer: 404,
        Auditor: 404,
        Administrator: 404,
        SuperAdministrator: 404,
      },
    },
    'PUT /api/admin/menus/:id — the menu screen moved to another path': {
      request: () => menuEdit('MenuManage', { path: 'menu-x' }),
      expect: adminsGet(409),
    },
    'PUT /api/admin/menus/:id — the permission screen moved to another path': {
      request: () => menuEdit('PermissionManagePage', { path: 'permission-manage-x' }),
      expect: adminsGet(409),
    },
    'PUT /api/admin/menus/:id — the menu screen renamed': {
      request: () => menuEdit('MenuManage', { name: 'MenuManageX' }),
      expect: adminsGet(409),
    },
    'PUT /api/admin/menus/:id — the menu screen moved under another parent': {
      request: async () => menuEdit('MenuManage', { parentId: null }),
      expect: adminsGet(409),
    },
  }
}
