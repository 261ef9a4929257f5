import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import {
  $permissions,
  loadPermissions,
  savePermissions,
  setAction,
  setVisible,
} from '../../../../src/features/admin/stores/permission-matrix.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const node = (id: number, parentId: number | null, children: AdminMenuNode[] = []): AdminMenuNode => ({
  id,
  parentId,
  children,
  permissionList: children.length ? [] : ['add', 'edit', 'delete', 'view'],
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
const config = node(2, 1)
const menus = [node(1, null, [config])]
const matrix = {
  roles: [
    { id: 1, code: 'SuperAdministrator', name: 'Super', editable: false },
    { id: 3, code: 'Auditor', name: 'Auditor', editable: true },
  ],
  menus,
  cells: [
    { roleId: 3, menuId: 1, permissions: [] },
    { roleId: 3, menuId: 2, permissions: ['edit', 'view'] },
  ],
}
const loaded = () => {
  const state = $permissions.get()
  if (state.status !== 'loaded') throw new Error(state.status)
  return state
}

beforeEach(() => {
  resetState()
  logIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('permission management', () => {
  it('withdraws an action and sends only the changed role, with every menu it keeps', async () => {
    const calls = stubFetch(envelope(matrix), envelope(matrix))
    await loadPermissions()
    setAction(3, config, 'edit', false)
    expect(loaded().changed).toEqual(new Set([3]))
    expect(await savePermissions()).toBe(true)
    expect(calls[1]?.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      roleIds: [3],
      cells: [
        { roleId: 3, menuId: 1, permissions: [] },
        { roleId: 3, menuId: 2, permissions: ['view'] },
      ],
    })
    expect(loaded().changed.size).toBe(0)
  })

  it('hiding a directory hides its menus; the fixed role cannot be changed', async () => {
    stubFetch(envelope(matrix))
    await loadPermissions()
    setVisible(3, menus[0]!, false)
    expect([...loaded().drafts.get(3)!.keys()]).toEqual([])
    setVisible(1, config, true)
    expect(loaded().changed).toEqual(new Set([3]))
  })

  it('keeps the draft when the server refuses, and shows 403 as not allowed', async () => {
    stubFetch(envelope(matrix), envelope(null, 409, 'fixed'), envelope(null, 403, 'no'))
    await loadPermissions()
    setAction(3, config, 'delete', true)
    expect(await savePermissions()).toBe(false)
    expect(loaded().drafts.get(3)!.get(2)).toEqual(['edit', 'view', 'delete'])
    expect(loaded().saving).toBe(false)
    await loadPermissions()
    expect($permissions.get().status).toBe('forbidden')
  })
})
