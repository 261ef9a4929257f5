import { z } from 'zod'
import { text } from './text.ts'
import { email, personName, password, phoneNumber, username } from './account.ts'
import { LONG_TEXT_MAX, NAME_MAX } from './account-fields.ts'
import { idParam, searchQuery } from './envelope.ts'
import { menuMeta, permissionAction } from './routes.ts'
import type { ScreenName } from './route-table.ts'

// The admin back office on the wire: users, roles, menus, departments, the
// role × menu × action matrix and the audit log. Paths are in ADMIN_API; every list answers
// pagedOf(row) inside the envelope.

const BASE = '/api/admin'

/** Route paths; `:id` is a positive integer. The screen each belongs to is in ADMIN_SCREENS. */
export const ADMIN_API = {
  users: `${BASE}/users`, // GET page (adminUserQuery), POST create (adminUserCreate)
  user: `${BASE}/users/:id`, // GET one, PUT edit (adminUserEdit), DELETE soft delete
  userStatus: `${BASE}/users/:id/status`, // PUT (statusChange)
  userPassword: `${BASE}/users/:id/reset-password`, // POST (passwordReset) → passwordResetAnswer
  userOptions: `${BASE}/users/options`, // GET → userFormOptions (role picker + department tree)
  roles: `${BASE}/roles`, // GET page (roleQuery), POST create (roleInput)
  role: `${BASE}/roles/:id`, // GET roleDetail, PUT edit (roleInput), DELETE
  roleStatus: `${BASE}/roles/:id/status`, // PUT (statusChange)
  menus: `${BASE}/menus`, // GET tree (adminMenuNode[]), POST create (menuInput)
  menu: `${BASE}/menus/:id`, // PUT edit (menuInput), DELETE (refused while it has children)
  departments: `${BASE}/departments`, // GET tree (departmentNode[]), POST create (departmentInput)
  department: `${BASE}/departments/:id`, // PUT edit (departmentInput), DELETE
  permissions: `${BASE}/permissions`, // GET permissionMatrix, PUT (permissionMatrixUpdate); SuperAdministrator only
  auditLog: `${BASE}/audit-log`, // GET page (auditLogQuery)
  conversations: `${BASE}/conversations`, // GET page (adminConversationQuery, admin-conversations.ts)
  conversation: `${BASE}/conversations/:kind/:id`, // GET adminConversationDetail
} as const

/**
 * The menu (screen, by its fixed `name`, not its editable path) whose action grants each admin
 * area checks: add, edit, delete, view.
 */
export const ADMIN_SCREENS = {
  users: 'UserManage',
  roles: 'RoleManage',
  menus: 'MenuManage',
  departments: 'DepartmentManage',
  permissions: 'PermissionManagePage',
  auditLog: 'AuditLog',
  conversations: 'AdminManage',
} as const satisfies Record<string, ScreenName>

/** 1 enabled, 0 disabled (users, roles, menus, departments). */
export const status = z.union([z.literal(0), z.literal(1)]).describe('1 enabled, 0 disabled')
export const statusChange = z.object({ status })

const optionalText = (max: number) => text().trim().max(max).default('')
const nullableId = idParam.nullable()

// ── Users ──────────────────────────────────────────────────────────────────────────────────

export const adminUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  realName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  companyName: z.string(),
  roleId: z.number().int(),
  role: z.string().describe('Role code: SuperAdministrator | Administrator | Auditor | Customer | …'),
  roleName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  status,
  parentUserId: z.number().int().nullable().describe('The company main account of a sub-account'),
  isSubUser: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** Keyword searches username, real name, nick name and phone; the filters combine with AND. */
export const adminUserQuery = searchQuery.extend({
  roleId: idParam.optional(),
  departmentId: idParam.optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
})

// Without defaults, so an edit changes only the fields it sends.
const userFields = {
  realName: personName,
  nickName: personName,
  phoneNumber: z.union([phoneNumber, z.literal('').transform(() => null), z.null()]),
  email: z.union([email, z.literal('')]),
  companyName: text().trim().max(LONG_TEXT_MAX),
  roleId: idParam.describe('One of userFormOptions.roles'),
  departmentId: nullableId,
  status,
}

export const adminUserCreate = z.object({
  username,
  password: password.describe('8–64 characters with letters and digits'),
  ...userFields,
  nickName: userFields.nickName.default(''),
  phoneNumber: userFields.phoneNumber.default(null),
  email: userFields.email.default(''),
  companyName: userFields.companyName.default(''),
  departmentId: nullableId.default(null),
  status: status.default(1),
  parentUserId: nullableId
    .default(null)
    .describe('A company main account: the new user is its sub-account, with its role (roleId must be that role)'),
})

/** A company main account: a customer account that is not itself a sub-account; sub-accounts hang under it. */
export const isCompanyMainAccount = (user: { role: string; parentUserId: number | null }): boolean =>
  user.role === 'Customer' && user.parentUserId === null

/** Every field optional: only those sent change. */
export const adminUserEdit = z.object(userFields).partial()

/** `show` answers the new password once; `sms` sends it to the user's phone and answers null. */
export const passwordReset = z.object({ delivery: z.enum(['show', 'sms']).default('show') })
export const passwordResetAnswer = z.object({
  password: z.string().nullable().describe('Shown once; never stored in clear text'),
  sentTo: z.string().nullable().describe('Masked phone number the password was sent to'),
})

const roleOption = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

// ── Departments ────────────────────────────────────────────────────────────────────────────

export interface DepartmentNode {
  id: number
  parentId: number | null
  name: string
  leader: string
  phone: string
  status: 0 | 1
  sort: number
  userCount: number
  createdAt: string
  children: DepartmentNode[]
}

export const departmentNode: z.ZodType<DepartmentNode> = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  leader: z.string(),
  phone: z.string(),
  status,
  sort: z.number().int(),
  userCount: z.number().int().describe('Users directly in this department'),
  createdAt: z.string(),
  get children() {
    return z.array(departmentNode)
  },
})

export const departmentInput = z.object({
  parentId: nullableId.default(null),
  name: text().trim().min(1).max(NAME_MAX),
  leader: optionalText(NAME_MAX),
  phone: optionalText(20),
  status: status.default(1),
  sort: z.number().int().min(0).max(100_000).default(0),
})

/** What the user form picks from: the roles this caller may assign and the department tree. */
export const userFormOptions = z.object({ roles: z.array(roleOption), departments: z.array(departmentNode) })

// ── Roles and grants ───────────────────────────────────────────────────────────────────────

const roleGrant = z.object({
  menuId: idParam,
  permissions: z.array(permissionAction).describe("A subset of the menu's permissionList"),
})

export const adminRoleRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status,
  system: z.boolean().describe('A built-in role: cannot be deleted and its code cannot change'),
  selectable: z.boolean().describe('Offered in the user form to every admin (of the seeded roles, only Auditor)'),
  userCount: z.number().int(),
  createdAt: z.string(),
})

export const roleQuery = searchQuery.extend({ status: z.coerce.number().int().min(0).max(1).optional() })

export const roleInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{1,63}$/)
    .describe('Stable code (letters, digits, _)'),
  name: text().trim().min(1).max(NAME_MAX),
  status: status.default(1),
  selectable: z.boolean().default(false),
  /** The checked menus and, per menu, the granted actions; omitted on edit: grants unchanged. */
  grants: z.array(roleGrant).optional(),
})

export const roleDetail = adminRoleRow.extend({ grants: z.array(roleGrant) })

// ── Menus ──────────────────────────────────────────────────────────────────────────────────

/** The meta switches the menu editor edits beside the titled fields. */
const menuSwitches = menuMeta.pick({
  hidden: true,
  alwaysShow: true,
  noCache: true,
  breadcrumb: true,
  affix: true,
  noTagsView: true,
  canTo: true,
  followRoute: true,
  process: true,
})

/** Directory: component '#' at the top level, '##' nested (set by the server); menu: a view key. */
const menuType = z.enum(['directory', 'menu'])

const menuFields = {
  parentId: nullableId.default(null),
  type: menuType,
  component: text().trim().max(200).default('').describe('The view key of a menu; ignored for a directory'),
  path: text().trim().min(1).max(200),
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/)
    .describe('Unique route name'),
  title: text().trim().min(1).max(100).describe('zh-CN title or an i18n key such as router.aiQuote'),
  titleEn: optionalText(100).describe('English title; empty: the title is used'),
  icon: optionalText(100).describe('vi-<set>:<name>'),
  redirect: optionalText(200),
  activeMenu: optionalText(200),
  parentTitle: optionalText(100),
  status: status.default(1),
  sort: z.number().int().min(0).max(100_000).default(0),
  meta: menuSwitches.default({}),
  permissionList: z.array(permissionAction).default([]).describe('Actions an admin may grant on this menu'),
}

export const menuInput = z.object(menuFields)

export interface AdminMenuNode extends Omit<z.infer<typeof menuInput>, 'parentId'> {
  id: number
  parentId: number | null
  children: AdminMenuNode[]
}

export const adminMenuNode: z.ZodType<AdminMenuNode> = z.object({
  ...menuFields,
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  get children() {
    return z.array(adminMenuNode)
  },
})

// ── Permission matrix ──────────────────────────────────────────────────────────────────────

/** One cell row: the role holds the menu (visible) with these actions. No row: not granted. */
const permissionCell = z.object({ roleId: idParam, menuId: idParam, permissions: z.array(permissionAction) })

export const permissionMatrix = z.object({
  roles: z.array(
    roleOption.extend({ editable: z.boolean().describe('false for SuperAdministrator, whose grants are fixed') }),
  ),
  menus: z.array(adminMenuNode),
  cells: z.array(permissionCell),
})

/** Replaces every grant of the roles in `roleIds` with the given cells. */
export const permissionMatrixUpdate = z.object({
  roleIds: z.array(idParam).min(1),
  cells: z.array(permissionCell),
})

// ── Audit log ──────────────────────────────────────────────────────────────────────────────

export const auditTarget = z.enum([
  'user',
  'role',
  'menu',
  'department',
  'permission',
  'config',
  'costTable',
  'craft',
  'equipment',
  'tool',
  'shopProfile',
  'webhook',
  'approvalRule',
  'processCard',
])

/** What an audit entry's action did: its `action` is `<target>.<verb>`. */
const AUDIT_VERBS = [
  'create',
  'edit',
  'update',
  'delete',
  'enable',
  'disable',
  'resetPassword',
  'save',
  'setDefault',
  'import',
  'copy',
  'replay',
  'test',
  'sign',
] as const
export type AuditVerb = (typeof AUDIT_VERBS)[number]

/** The verb of an action the log knows, or null for one it does not (shown as written). */
export function auditVerb(action: string): AuditVerb | null {
  const verb = action.slice(action.lastIndexOf('.') + 1)
  return (AUDIT_VERBS as readonly string[]).includes(verb) ? (verb as AuditVerb) : null
}

export const auditLogRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string().describe('<target>.<verb>, e.g. user.create, role.delete, permission.update'),
  targetType: auditTarget,
  targetId: z.number().int().nullable(),
  targetName: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})

/** Keyword searches the actor, the action and the target's name; dates are ISO, inclusive. */
export const auditLogQuery = searchQuery.extend({
  targetType: auditTarget.optional(),
  actorId: idParam.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
})

export type AdminStatus = z.infer<typeof status>
export type AdminUserRow = z.infer<typeof adminUserRow>
export type AdminUserCreate = z.input<typeof adminUserCreate>
export type AdminUserEdit = z.input<typeof adminUserEdit>
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>
export type UserFormOptions = z.infer<typeof userFormOptions>
export type DepartmentInput = z.input<typeof departmentInput>
export type RoleGrant = z.infer<typeof roleGrant>
export type AdminRoleRow = z.infer<typeof adminRoleRow>
export type RoleInput = z.input<typeof roleInput>
export type RoleDetail = z.infer<typeof roleDetail>
export type MenuSwitches = z.infer<typeof menuSwitches>
export type MenuType = z.infer<typeof menuType>
export type MenuInput = z.input<typeof menuInput>
export type PermissionMatrix = z.infer<typeof permissionMatrix>
export type PermissionMatrixUpdate = z.infer<typeof permissionMatrixUpdate>
export type AuditTarget = z.infer<typeof auditTarget>
export type AuditLogRow = z.infer<typeof auditLogRow>
