import { beforeEach, describe, expect, it } from 'vitest'
import { SEEDED_ROLES, type SeededRole } from '../../../contract/route-table.ts'
import { SCREEN_LIST, type ScreenNode } from '../../../contract/route-tree.ts'
import { flatMultiLevelRoutes } from '../../../src/app/router/flatten.ts'
import { decide } from '../../../src/app/router/guard.ts'
import { buildTable, indexTable } from '../../../src/app/router/route-table.ts'
import { generateRoutes, type RouteMode } from '../../../src/app/stores/routes.ts'
import { resetState } from '../support/reset.ts'
import { seededRoleRoutes } from '../support/seeded-routes.ts'

beforeEach(resetState)

const MODES: RouteMode[] = ['server', 'frontEnd', 'static']

const tables = new Map<string, ReturnType<typeof indexTable>>()
/** The route table `mode` builds from the role routes a seeded server answers `role` with. */
function tableOf(mode: RouteMode, role: SeededRole) {
  const key = `${mode} ${role}`
  if (!tables.has(key))
    tables.set(key, indexTable(buildTable(flatMultiLevelRoutes(generateRoutes(mode, seededRoleRoutes(role))), true)))
  return tables.get(key)!
}

/** Where opening `path` ends for `role` in `mode`: the path and view rendered after every redirect, or /404. */
function open(mode: RouteMode, role: SeededRole, path: string): { path: string; view?: string } {
  const table = tableOf(mode, role)
  for (let hops = 0; hops < 5; hops++) {
    const decision = decide({ path, search: '', loggedIn: true, role, routesReady: true, table })
    if (decision.type === 'allow') return { path, ...(decision.entry.view ? { view: decision.entry.view } : {}) }
    if (decision.type !== 'redirect') break
    path = decision.to
  }
  return { path }
}

/** The page a screen shows: its own, or its redirect target's. */
const pageOf = (screen: ScreenNode): { path: string; view: string } => {
  const target = SCREEN_LIST.find((s) => s.fullPath === (screen.redirect ?? screen.fullPath))!
  return target.redirect ? pageOf(target) : { path: target.fullPath, view: target.component }
}

describe.each(MODES)('the %s route mode, built from the screen table', (mode) => {
  it.each(SCREEN_LIST.map((s) => [s.fullPath, s] as const))('opens %s for an admin', (path, screen) => {
    expect(open(mode, 'SuperAdministrator', path)).toEqual(pageOf(screen))
  })
})

describe.each(SEEDED_ROLES)('a seeded %s', (role) => {
  const granted = SCREEN_LIST.filter((s) => s.grants[role])
  const refused = SCREEN_LIST.filter((s) => !s.grants[role])

  it.each(MODES)('opens every screen it is granted in the %s mode', (mode) => {
    expect(granted.filter((s) => open(mode, role, s.fullPath).path === '/404').map((s) => s.fullPath)).toEqual([])
  })

  it.each(['server', 'frontEnd'] as const)('reaches no screen it is not granted in the %s mode', (mode) => {
    expect(refused.filter((s) => open(mode, role, s.fullPath).path !== '/404').map((s) => s.fullPath)).toEqual([])
  })
})
