import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { TestContext } from './context.ts'

// Shared steps of the admin back-office tests: calls as a signed-in user, and the grant matrix.

export type Call = (method: InjectOptions['method'], url: string, payload?: object) => Promise<LightMyRequestResponse>

/** Calls as the holder of `token`. */
export const caller =
  (ctx: TestContext, token: string): Call =>
  (method, url, payload) =>
    ctx.request({ method, url, headers: ctx.auth(token), ...(payload ? { payload } : {}) })

/** The data of a successful answer; fails the test with the body otherwise. */
export function data<T = any>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`)
  return res.json().data as T
}

interface Node {
  id: number
  path: string
  children: Node[]
}

/** The id of the menu at `fullPath` in an admin menu tree. */
export function menuIdAt(tree: Node[], fullPath: string, parent = ''): number | undefined {
  for (const node of tree) {
    const path = node.path.startsWith('/') ? node.path : `${parent}/${node.path}`
    if (path === fullPath) return node.id
    const found = menuIdAt(node.children, fullPath, path)
    if (found) return found
  }
  return undefined
}

/** Sets one role's actions on one menu through permission management, keeping its other grants. */
export async function setGrant(asSuper: Call, roleCode: string, menuPath: string, permissions: string[] | null) {
  const matrix = data(await asSuper('GET', '/api/admin/permissions'))
  const role = matrix.roles.find((r: { code: string }) => r.code === roleCode)
  const menuId = menuIdAt(matrix.menus, menuPath)!
  const cells = matrix.cells.filter(
    (c: { roleId: number; menuId: number }) => c.roleId === role.id && c.menuId !== menuId,
  )
  if (permissions) cells.push({ roleId: role.id, menuId, permissions })
  return asSuper('PUT', '/api/admin/permissions', { roleIds: [role.id], cells })
}

interface RoleRouteLike {
  path: string
  meta: { permission?: string[]; title?: string }
  children?: RoleRouteLike[]
}

/** Every role route by its full path, as get-current-user-info answers them. */
export async function roleRoutesOf(call: Call): Promise<Map<string, RoleRouteLike>> {
  const routes = data(await call('GET', '/api/account/get-current-user-info')).roleRouters as RoleRouteLike[]
  const out = new Map<string, RoleRouteLike>()
  const walk = (list: RoleRouteLike[], parent: string) => {
    for (const r of list) {
      const path = r.path.startsWith('/') ? r.path : `${parent}/${r.path}`
      out.set(path, r)
      walk(r.children ?? [], path)
    }
  }
  walk(routes, '')
  return out
}
