import {
  menuInput,
  type AdminMenuNode,
  type MenuInput,
  type MenuSwitches,
  type MenuType,
} from '../../../../contract/admin.ts'
import type { PermissionAction } from '../../../../contract/wire.ts'
import { missingOf, schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'

/** The on/off meta switches the editor shows as checkboxes (followRoute is text). */
export const MENU_SWITCHES = [
  'hidden',
  'alwaysShow',
  'noCache',
  'breadcrumb',
  'affix',
  'noTagsView',
  'canTo',
  'process',
] as const
export type MenuSwitch = (typeof MENU_SWITCHES)[number]

/** The text fields of the menu dialog, in the order shown. */
export const MENU_TEXT_FIELDS = [
  'path',
  'name',
  'title',
  'titleEn',
  'icon',
  'redirect',
  'activeMenu',
  'parentTitle',
  'followRoute',
] as const
export type MenuTextField = (typeof MENU_TEXT_FIELDS)[number]

/** What the menu dialog edits, as typed. */
export interface MenuDraft extends Record<MenuTextField, string> {
  parentId: number | null
  type: MenuType
  component: string
  status: 0 | 1
  sort: string
  switches: Record<MenuSwitch, boolean>
  permissionList: PermissionAction[]
}

/** A new menu under `parentId` (a menu with every action on offer), or the node's values. */
export function menuDraft(node?: AdminMenuNode, parentId: number | null = null): MenuDraft {
  const meta: MenuSwitches = node?.meta ?? {}
  return {
    parentId: node ? node.parentId : parentId,
    type: node?.type ?? 'menu',
    component: node?.type === 'menu' ? node.component : '',
    path: node?.path ?? '',
    name: node?.name ?? '',
    title: node?.title ?? '',
    titleEn: node?.titleEn ?? '',
    icon: node?.icon ?? '',
    redirect: node?.redirect ?? '',
    activeMenu: node?.activeMenu ?? '',
    parentTitle: node?.parentTitle ?? '',
    followRoute: meta.followRoute ?? '',
    status: node?.status ?? 1,
    sort: String(node?.sort ?? 0),
    switches: Object.fromEntries(MENU_SWITCHES.map((s) => [s, meta[s] === true])) as Record<MenuSwitch, boolean>,
    permissionList: node ? [...node.permissionList] : ['add', 'edit', 'delete', 'view'],
  }
}

/** The body sent: switches that are off are left out, so the stored meta stays small. */
export function menuBody(draft: MenuDraft): MenuInput {
  const { switches, followRoute, sort, ...fields } = draft
  const meta: MenuSwitches = Object.fromEntries(MENU_SWITCHES.filter((s) => switches[s]).map((s) => [s, true]))
  if (followRoute) meta.followRoute = followRoute
  return { ...fields, component: draft.type === 'menu' ? draft.component : '', sort: Number(sort), meta }
}

/** Per-field problems by the contract's schema (the server checks the same); a menu needs its view. */
export function menuErrors(draft: MenuDraft): Partial<Record<string, FieldError>> {
  const errors: Partial<Record<string, FieldError>> = {}
  for (const { path, error } of schemaErrors(menuInput, menuBody(draft))) {
    const field = path[0] === 'meta' ? String(path[1] ?? 'meta') : String(path[0] ?? '')
    errors[field] ??= error
  }
  if (draft.type === 'menu' && !draft.component.trim()) errors.component ??= { key: 'common.rules.required' }
  return errors
}

/** The fields the dialog marks as required for a node of `type`: those the checks above refuse when left empty. */
export function menuRequired(type: MenuType): ReadonlySet<string> {
  return missingOf(menuErrors({ ...menuDraft(), type }))
}
