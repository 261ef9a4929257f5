import type { ScreenName } from '../../contract/route-table.ts'
import { STAFF_RIGHTS, type StaffRight } from '../../contract/staff-rights.ts'
import { t } from './i18n/index.ts'
import type { RoleRouters, ServerRoute } from './stores/session.ts'

/**
 * Whether the current route grants `value`. An empty permission name is a programming
 * error and throws, as the template's v-hasPermi does.
 */
export function hasPermission(value: string | null | undefined, routePermissions: readonly string[] = []): boolean {
  if (!value) throw new Error(t('permission.hasPermission'))
  return routePermissions.includes(value)
}

/**
 * The actions the signed-in role holds on the screen (menu) named `name`, from its role routes:
 * for a page whose writes the server checks against another screen (a detail page of a list).
 */
export function screenPermissions(routes: RoleRouters | undefined, name: ScreenName): readonly string[] {
  const find = (list: readonly ServerRoute[]): ServerRoute | undefined => {
    for (const route of list) {
      const hit = route.name === name ? route : find(route.children ?? [])
      if (hit) return hit
    }
    return undefined
  }
  const records = (routes ?? []).filter((r): r is ServerRoute => typeof r !== 'string')
  return find(records)?.meta?.permission ?? []
}

/**
 * Whether the signed-in role holds a staff right (seeing every customer's records, reviewing
 * orders…): the same screen and action the server checks, read from the role routes' grants.
 */
export function holdsRight(routes: RoleRouters | undefined, right: StaffRight): boolean {
  const [screen, action] = STAFF_RIGHTS[right]
  return screenPermissions(routes, screen).includes(action)
}
