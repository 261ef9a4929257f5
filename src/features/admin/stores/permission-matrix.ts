import { atom } from 'nanostores'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { isApiError } from '../../../lib/api/errors.ts'
import type { AdminMenuNode, PermissionMatrix } from '../../../../contract/admin.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getPermissionMatrix, savePermissionMatrix } from '../api/permissions.ts'
import { grantList, grantMap, toggleAction, toggleMenu, type GrantMap } from '../lib/grants.ts'
import { runAction } from './run-action.ts'

export type PermissionMatrixState =
  | { status: 'loading' | 'forbidden' }
  | { status: 'error'; message: string }
  | {
      status: 'loaded'
      matrix: PermissionMatrix
      /** Each role's grants as edited; saved only for the roles in `changed`. */
      drafts: ReadonlyMap<number, GrantMap>
      changed: ReadonlySet<number>
      saving: boolean
    }

/** Permission management (/permissionManage/user/permission-manage): the role × menu × action draft. */
export const $permissions = atom<PermissionMatrixState>({ status: 'loading' })

const latest = createLatest()

function loaded(matrix: PermissionMatrix): PermissionMatrixState {
  const drafts = new Map(
    matrix.roles.map((role) => [role.id, grantMap(matrix.cells.filter((c) => c.roleId === role.id))]),
  )
  return { status: 'loaded', matrix, drafts, changed: new Set(), saving: false }
}

/** Loads the matrix, dropping any unsaved change. */
export async function loadPermissions(): Promise<void> {
  const ticket = latest.next()
  $permissions.set({ status: 'loading' })
  try {
    const matrix = await getPermissionMatrix()
    if (ticket.current()) $permissions.set(loaded(matrix))
  } catch (error) {
    if (!ticket.current()) return
    reportScreenFailure(error)
    if (isApiError(error) && error.status === 403) $permissions.set({ status: 'forbidden' })
    else $permissions.set({ status: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}

function edit(roleId: number, change: (grants: GrantMap, menus: readonly AdminMenuNode[]) => GrantMap) {
  const state = $permissions.get()
  if (state.status !== 'loaded' || !state.matrix.roles.find((r) => r.id === roleId)?.editable) return
  const drafts = new Map(state.drafts)
  drafts.set(roleId, change(drafts.get(roleId) ?? new Map(), state.matrix.menus))
  $permissions.set({ ...state, drafts, changed: new Set(state.changed).add(roleId) })
}

/** Shows or hides a menu for a role (showing grants its actions and its parents; hiding clears its subtree). */
export const setVisible = (roleId: number, menu: AdminMenuNode, on: boolean) =>
  edit(roleId, (grants, menus) => toggleMenu(grants, menus, menu, on))

/** Grants or withdraws one action on a menu for a role (granting shows the menu). */
export const setAction = (roleId: number, menu: AdminMenuNode, action: string, on: boolean) =>
  edit(roleId, (grants, menus) => toggleAction(grants, menus, menu, action, on))

/** Sends the changed roles' grants; the answer replaces the draft. Refusals keep the draft (the toast says why). */
export async function savePermissions(): Promise<boolean> {
  const state = $permissions.get()
  if (state.status !== 'loaded' || state.changed.size === 0 || state.saving) return false
  const roleIds = [...state.changed]
  const cells = roleIds.flatMap((roleId) =>
    grantList(state.drafts.get(roleId) ?? new Map(), state.matrix.menus).map((g) => ({ roleId, ...g })),
  )
  $permissions.set({ ...state, saving: true })
  const matrix = await runAction(
    () => savePermissionMatrix({ roleIds, cells }),
    'admin.saved',
    () => undefined,
  )
  const now = $permissions.get()
  if (matrix) $permissions.set(loaded(matrix))
  else if (now.status === 'loaded') $permissions.set({ ...now, saving: false })
  return matrix !== null
}
