import {
  adminUserCreate,
  adminUserEdit,
  type AdminUserCreate,
  type AdminUserEdit,
  type AdminUserRow,
} from '../../../../contract/admin.ts'
import { missingOf, schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'

/** What the user dialog edits: every field as typed. */
export interface UserDraft {
  username: string
  password: string
  realName: string
  nickName: string
  phoneNumber: string
  email: string
  companyName: string
  roleId: string
  departmentId: string
  status: '0' | '1'
}

/** A blank draft (create), the row's values (edit), or a sub-account's: its company's role and name. */
export function userDraft(row?: AdminUserRow, parent?: AdminUserRow): UserDraft {
  if (parent) return { ...userDraft(), roleId: String(parent.roleId), companyName: parent.companyName }
  return {
    username: row?.username ?? '',
    password: '',
    realName: row?.realName ?? '',
    nickName: row?.nickName ?? '',
    phoneNumber: row?.phoneNumber ?? '',
    email: row?.email ?? '',
    companyName: row?.companyName ?? '',
    roleId: row ? String(row.roleId) : '',
    departmentId: row?.departmentId ? String(row.departmentId) : '',
    status: row?.status === 0 ? '0' : '1',
  }
}

const id = (v: string) => (v === '' ? undefined : Number(v))

/** The body the dialog sends: create carries username and password (and the company of a sub-account), edit never does. */
export function userBody(draft: UserDraft, editing: boolean, parentUserId?: number): AdminUserCreate | AdminUserEdit {
  const common = {
    realName: draft.realName,
    nickName: draft.nickName,
    phoneNumber: draft.phoneNumber,
    email: draft.email,
    companyName: draft.companyName,
    roleId: id(draft.roleId) as number,
    departmentId: id(draft.departmentId) ?? null,
    status: draft.status === '0' ? (0 as const) : (1 as const),
  }
  if (editing) return common
  return { username: draft.username, password: draft.password, ...common, parentUserId: parentUserId ?? null }
}

/** Per-field problems, checked by the contract's own schema (the server checks the same). */
export function userErrors(draft: UserDraft, editing: boolean): Partial<Record<keyof UserDraft, FieldError>> {
  const errors: Partial<Record<keyof UserDraft, FieldError>> = {}
  const schema = editing ? adminUserEdit : adminUserCreate
  for (const { path, error } of schemaErrors(schema, userBody(draft, editing))) {
    const name = String(path[0] ?? '') as keyof UserDraft
    if (name in draft) errors[name] ??= error
  }
  return errors
}

/** The fields the dialog marks as required: those the contract refuses when left empty, so the mark and the check agree. */
export function userRequired(editing: boolean): ReadonlySet<string> {
  return missingOf(userErrors(userDraft(), editing))
}
