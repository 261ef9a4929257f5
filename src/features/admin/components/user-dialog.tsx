import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { AdminUserCreate, AdminUserRow } from '../../../../contract/admin.ts'
import { useDialogForm } from '../../../lib/forms/use-dialog-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { userBody, userDraft, userErrors, userRequired, type UserDraft } from '../lib/user-form.ts'
import { addUser, saveUser } from '../stores/user-actions.ts'
import { $userOptions } from '../stores/user-options.ts'
import { DepartmentOptions } from './department-options.tsx'
import { AdminFormDialog } from './admin-form-dialog.tsx'
import { EnabledSwitch } from './enabled-switch.tsx'
import { FieldSelect } from './field-select.tsx'
import '../messages.ts'
import { roleName } from '../lib/role-name.ts'

type TextField = Exclude<keyof UserDraft, 'roleId' | 'departmentId' | 'status'>

/** Props of UserDialog. */
export interface UserDialogProps {
  /** The user to edit; none: a new user. */
  row?: AdminUserRow
  /** A company main account: the new user is its sub-account, with its role. */
  parent?: AdminUserRow
  onClose: () => void
}

/** Creates a user or a company's sub-account, or edits one; the role picker offers only what the server says this admin may assign. */
export function UserDialog({ row, parent, onClose }: UserDialogProps) {
  const t = useT()
  const options = useStore($userOptions)
  const editing = row !== undefined
  const required = userRequired(editing)
  const form = useDialogForm(() => userDraft(row, parent), onClose, {
    label: (name) => t(`admin.user.${name as TextField}`),
    testId: (name) => `admin-user-field-${name}`,
    required: (name) => required.has(name),
  })
  const { draft, set, errors, bind, submit } = form
  // The row's current role stays listed even when this admin could not assign it afresh.
  const roles = options?.roles ?? []
  const roleChoices =
    row && !roles.some((r) => r.id === row.roleId)
      ? [...roles, { id: row.roleId, code: row.role, name: row.roleName }]
      : roles

  function save() {
    const body = userBody(draft, editing, parent?.id)
    void submit(userErrors(draft, editing), () => (editing ? saveUser(row.id, body) : addUser(body as AdminUserCreate)))
  }
  const input = (name: TextField, type: 'text' | 'password' | 'tel' | 'email' = 'text') => (
    <sl-input type={type} password-toggle={type === 'password' || undefined} {...bind(name)} />
  )
  return (
    <AdminFormDialog
      label={
        parent ? t('admin.user.addSub', { name: parent.username }) : t(editing ? 'admin.user.edit' : 'admin.user.add')
      }
      form={form}
      onSubmit={save}
      testId="admin-user"
      saveTestId="admin-user-submit"
    >
      {!editing && input('username')}
      {!editing && input('password', 'password')}
      {input('realName')}
      {input('nickName')}
      {input('phoneNumber', 'tel')}
      {input('email', 'email')}
      {input('companyName')}
      {parent ? (
        <p className="qe-muted" data-testid="admin-user-parent">
          {t('admin.user.subOf', {
            name: parent.username,
            role: roleName({ code: parent.role, name: parent.roleName }),
          })}
        </p>
      ) : (
        <FieldSelect
          label={t('admin.user.role')}
          value={draft.roleId}
          onChange={(id) => set('roleId', id)}
          testId="admin-user-field-role"
          required={required.has('roleId')}
          error={errors.roleId}
        >
          <option value="">{t('admin.choose')}</option>
          {roleChoices.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {roleName(r)}
            </option>
          ))}
        </FieldSelect>
      )}
      <FieldSelect
        label={t('admin.user.department')}
        value={draft.departmentId}
        onChange={(id) => set('departmentId', id)}
        testId="admin-user-field-department"
      >
        <option value="">{t('admin.none')}</option>
        <DepartmentOptions tree={options?.departments ?? []} />
      </FieldSelect>
      <EnabledSwitch
        checked={draft.status === '1'}
        onChange={(on) => set('status', on ? '1' : '0')}
        testId="admin-user-field-status"
      />
    </AdminFormDialog>
  )
}
