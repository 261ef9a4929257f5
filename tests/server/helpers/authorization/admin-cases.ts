import type { InjectOptions } from 'fastify'
import { del, get, post, put, type Case, type MatrixEnv, type Role } from './roles.ts'

// Rows of the admin back office: the system screens are granted to both admin roles,
// permission management to the SuperAdministrator alone. Every write acts on a record made for
// that one request, so one role's change never decides the next role's answer.

const deny = { anonymous: 401, customer: 403, otherCustomer: 403, Auditor: 403 }
export const ADMINS: Record<Role, number> = { ...deny, Administrator: 200, SuperAdministrator: 200 }
export const SUPER_ONLY: Record<Role, number> = { ...deny, Administrator: 403, SuperAdministrator: 200 }

export function adminCases(env: MatrixEnv): Record<string, Case> {
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
  const user = async () =>
    (
      await asSuper(
        post('/api/admin/users', {
          username: unique('mx'),
          password: 'Matrix2026pw',
          realName: 'm',
          roleId: await roleIdOf('Auditor'),
        }),
      )
    ).id as number
  const role = async () =>
    (await asSuper(post('/api/admin/roles', { code: unique('Mx'), name: 'matrix' }))).id as number
  const menuBody = () => ({
    type: 'menu',
    path: unique('mx'),
    name: unique('Mx'),
    title: 'matrix',
    component: 'matrix/view',
  })
  const menu = async () => (await asSuper(post('/api/admin/menus', menuBody()))).id as number
  const dept = async () => (await asSuper(post('/api/admin/departments', { name: unique('dept') }))).id as number
  // Addresses on the discard port of loopback: a test-send is refused at once, and nothing is ever delivered.
  const hookBody = () => ({
    name: unique('hook'),
    url: 'http://127.0.0.1:9/matrix',
    secret: 'matrix-secret-0123456789',
    events: ['quoteOrder.ordered'],
  })
  const hook = async () => (await asSuper(post('/api/admin/webhooks', hookBody()))).id as number
  const delivery = async () => (await asSuper(post(`/api/admin/webhooks/${await hook()}/test`, {}))).id as number

  return {
    'GET /api/admin/users': { request: () => get('/api/admin/users?keyword=a'), expect: ADMINS },
    'GET /api/admin/users/options': { request: () => get('/api/admin/users/options'), expect: ADMINS },
    'GET /api/admin/users/:id': { request: async () => get(`/api/admin/users/${env.subUserId}`), expect: ADMINS },
    'POST /api/admin/users': {
      request: async () =>
        post('/api/admin/users', {
          username: unique('mx'),
          password: 'Matrix2026pw',
          realName: 'm',
          roleId: await roleIdOf('Auditor'),
        }),
      expect: ADMINS,
    },
    'PUT /api/admin/users/:id': {
      request: async () => put(`/api/admin/users/${await user()}`, { realName: 'edited' }),
      expect: ADMINS,
    },
    'PUT /api/admin/users/:id/status': {
      request: async () => put(`/api/admin/users/${await user()}/status`, { status: 0 }),
      expect: ADMINS,
    },
    'POST /api/admin/users/:id/reset-password': {
      request: async () => post(`/api/admin/users/${await user()}/reset-password`, {}),
      expect: ADMINS,
    },
    'DELETE /api/admin/users/:id': { request: async () => del(`/api/admin/users/${await user()}`), expect: ADMINS },

    'GET /api/admin/roles': { request: () => get('/api/admin/roles'), expect: ADMINS },
    'GET /api/admin/roles/:id': {
      request: async () => get(`/api/admin/roles/${await roleIdOf('Auditor')}`),
      expect: ADMINS,
    },
    'POST /api/admin/roles': {
      request: () => post('/api/admin/roles', { code: unique('Mx'), name: 'matrix' }),
      expect: ADMINS,
    },
    'PUT /api/admin/roles/:id': {
      request: async () => put(`/api/admin/roles/${await role()}`, { code: unique('Mx'), name: 'renamed' }),
      expect: ADMINS,
    },
    'PUT /api/admin/roles/:id/status': {
      request: async () => put(`/api/admin/roles/${await role()}/status`, { status: 0 }),
      expect: ADMINS,
    },
    'DELETE /api/admin/roles/:id': { request: async () => del(`/api/admin/roles/${await role()}`), expect: ADMINS },

    'GET /api/admin/menus': { request: () => get('/api/admin/menus'), expect: ADMINS },
    'POST /api/admin/menus': { request: () => post('/api/admin/menus', menuBody()), expect: ADMINS },
    'PUT /api/admin/menus/:id': {
      request: async () => put(`/api/admin/menus/${await menu()}`, menuBody()),
      expect: ADMINS,
    },
    'DELETE /api/admin/menus/:id': { request: async () => del(`/api/admin/menus/${await menu()}`), expect: ADMINS },

    'GET /api/admin/departments': { request: () => get('/api/admin/departments'), expect: ADMINS },
    'POST /api/admin/departments': {
      request: () => post('/api/admin/departments', { name: unique('dept') }),
      expect: ADMINS,
    },
    'PUT /api/admin/departments/:id': {
      request: async () => put(`/api/admin/departments/${await dept()}`, { name: unique('renamed') }),
      expect: ADMINS,
    },
    'DELETE /api/admin/departments/:id': {
      request: async () => del(`/api/admin/departments/${await dept()}`),
      expect: ADMINS,
    },

    'GET /api/admin/permissions': { request: () => get('/api/admin/permissions'), expect: SUPER_ONLY },
    // Saves the Auditor's grants unchanged, so later rows see the seeded permissions.
    'PUT /api/admin/permissions': {
      request: async () => {
        const auditor = await roleIdOf('Auditor')
        const { cells } = await asSuper(get('/api/admin/permissions'))
        return put('/api/admin/permissions', {
          roleIds: [auditor],
          cells: cells.filter((c: { roleId: number }) => c.roleId === auditor),
        })
      },
      expect: SUPER_ONLY,
    },
    'GET /api/admin/webhooks': { request: () => get('/api/admin/webhooks?keyword=hook'), expect: ADMINS },
    'POST /api/admin/webhooks': { request: () => post('/api/admin/webhooks', hookBody()), expect: ADMINS },
    'PUT /api/admin/webhooks/:id': {
      request: async () => put(`/api/admin/webhooks/${await hook()}`, hookBody()),
      expect: ADMINS,
    },
    'PUT /api/admin/webhooks/:id/status': {
      request: async () => put(`/api/admin/webhooks/${await hook()}/status`, { status: 0 }),
      expect: ADMINS,
    },
    'DELETE /api/admin/webhooks/:id': {
      request: async () => del(`/api/admin/webhooks/${await hook()}`),
      expect: ADMINS,
    },
    'POST /api/admin/webhooks/:id/test': {
      request: async () => post(`/api/admin/webhooks/${await hook()}/test`, {}),
      expect: ADMINS,
    },
    'GET /api/admin/webhooks/deliveries': {
      request: () => get('/api/admin/webhooks/deliveries?status=failed'),
      expect: ADMINS,
    },
    'POST /api/admin/webhooks/deliveries/:id/replay': {
      request: async () => post(`/api/admin/webhooks/deliveries/${await delivery()}/replay`, {}),
      expect: ADMINS,
    },
    'GET /api/admin/audit-log': { request: () => get('/api/admin/audit-log?keyword=user'), expect: ADMINS },
    'GET /api/admin/conversations': { request: () => get('/api/admin/conversations?kind=quote'), expect: ADMINS },
    'GET /api/admin/conversations/:kind/:id': {
      request: () => get(`/api/admin/conversations/quote/${env.quote.chatRecordId}`),
      expect: ADMINS,
    },
  }
}
