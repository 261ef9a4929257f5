import type { AdminMenuNode, RoleGrant } from '../../../../contract/admin.ts'
import { flattenTree } from './tree.ts'

/** A role's grants by menu id: checked menus and, per menu, the granted actions. */
export type GrantMap = ReadonlyMap<number, readonly string[]>

/** The grants as a map (the role editor's working state). */
export const grantMap = (grants: readonly RoleGrant[]): GrantMap =>
  new Map(grants.map((g) => [g.menuId, g.permissions]))

/** Back to the wire list, in tree order, keeping only actions the menu still offers. */
export function grantList(map: GrantMap, menus: readonly AdminMenuNode[]): RoleGrant[] {
  return flattenTree(menus)
    .filter(({ node }) => map.has(node.id))
    .map(({ node }) => ({
      menuId: node.id,
      permissions: (map.get(node.id) ?? []).filter((p): p is RoleGrant['permissions'][number] =>
        (node.permissionList as readonly string[]).includes(p),
      ),
    }))
}

function ancestors(menus: readonly AdminMenuNode[], id: number): number[] {
  const byId = new Map(flattenTree(menus).map(({ node }) => [node.id, node]))
  const path: number[] = []
  for (let at = byId.get(id)?.parentId; at != null; at = byId.get(at)?.parentId) path.push(at)
  return path
}

/**
 * Checks or unchecks a menu. Checking grants all its actions and checks its parents (a menu is
 * reachable only through them); unchecking removes it and its whole subtree.
 */
export function toggleMenu(map: GrantMap, menus: readonly AdminMenuNode[], menu: AdminMenuNode, on: boolean): GrantMap {
  const next = new Map(map)
  if (on) {
    next.set(menu.id, menu.permissionList)
    for (const id of ancestors(menus, menu.id)) if (!next.has(id)) next.set(id, [])
  } else for (const { node } of flattenTree([menu])) next.delete(node.id)
  return next
}

/** Grants or withdraws one action on a menu; granting an action checks the menu too. */
export function toggleAction(
  map: GrantMap,
  menus: readonly AdminMenuNode[],
  menu: AdminMenuNode,
  action: string,
  on: boolean,
): GrantMap {
  const base = map.has(menu.id) ? map : toggleMenu(map, menus, { ...menu, permissionList: [] }, true)
  const current = base.get(menu.id) ?? []
  const next = new Map(base)
  next.set(menu.id, on ? [...new Set([...current, action])] : current.filter((a) => a !== action))
  return next
}
