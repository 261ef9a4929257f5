import { describe, expect, it } from 'vitest'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { grantList, grantMap, toggleAction, toggleMenu } from '../../../../src/features/admin/lib/grants.ts'

const menu = (
  id: number,
  parentId: number | null,
  permissionList: AdminMenuNode['permissionList'],
  children: AdminMenuNode[] = [],
): AdminMenuNode => ({
  id,
  parentId,
  children,
  permissionList,
  type: children.length ? 'directory' : 'menu',
  component: '',
  path: `/m${id}`,
  name: `M${id}`,
  title: `m${id}`,
  titleEn: '',
  icon: '',
  redirect: '',
  activeMenu: '',
  parentTitle: '',
  status: 1,
  sort: 0,
  meta: {},
})
const config = menu(2, 1, ['add', 'edit', 'delete', 'view'])
const orders = menu(3, 1, ['view'])
const root = menu(1, null, [], [config, orders])
const menus = [root]

describe('role grants', () => {
  it('checking a menu grants all its actions and checks its parent directory', () => {
    const next = toggleMenu(grantMap([]), menus, config, true)
    expect(grantList(next, menus)).toEqual([
      { menuId: 1, permissions: [] },
      { menuId: 2, permissions: ['add', 'edit', 'delete', 'view'] },
    ])
  })

  it('unchecking a directory removes its whole subtree', () => {
    const all = grantMap([
      { menuId: 1, permissions: [] },
      { menuId: 2, permissions: ['view'] },
      { menuId: 3, permissions: ['view'] },
    ])
    expect(grantList(toggleMenu(all, menus, root, false), menus)).toEqual([])
  })

  it('withdraws one action and keeps the others (the e2e: Auditor loses edit)', () => {
    const start = grantMap([
      { menuId: 1, permissions: [] },
      { menuId: 2, permissions: ['edit', 'view'] },
    ])
    const next = toggleAction(start, menus, config, 'edit', false)
    expect(next.get(2)).toEqual(['view'])
    expect(start.get(2)).toEqual(['edit', 'view'])
  })

  it('granting an action on an unchecked menu checks it and its parent, with only that action', () => {
    const next = toggleAction(grantMap([]), menus, orders, 'view', true)
    expect(grantList(next, menus)).toEqual([
      { menuId: 1, permissions: [] },
      { menuId: 3, permissions: ['view'] },
    ])
  })

  it('drops actions the menu no longer offers when sending', () => {
    const stale = grantMap([{ menuId: 3, permissions: ['view', 'delete'] }])
    expect(grantList(stale, menus)).toEqual([{ menuId: 3, permissions: ['view'] }])
  })
})
