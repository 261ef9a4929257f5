import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import type { AdminUserCreate, AdminUserRow } from '../../../../contract/admin.ts'
import type { FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { userBody, userDraft, userErrors, userRequired, type UserDraft } from '../lib/user-form.ts'
import { addUser, saveUser } from '../stores/user-actions.ts'
import { $userOptions } from '../stores/user-options.ts'
import { DepartmentOptions } from './department-options.tsx'
import '../messages.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

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
  const [draft, setDraft] = useState(() => userDraft(row, parent))
  const [errors, setErrors] = useState<Partial<Record<keyof UserDraft, FieldError>>>({})
  const [busy, setBusy] = useState(false)
  const editing = row !== undefined
  const required = userRequired(editing)
  const set = (name: keyof UserDraft, value: string) => {
    setDraft((d) => ({ ...d, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }
  const help = (name: keyof UserDraft) => {
    const error = errors[name]
    return error
      ? { helpText: t(error.key, error.params), className: 'qe-invalid', 'aria-invalid': 'true' as const }
      : {}
  }
  // The row's current role stays listed even when this admin could not assign it afresh.
  const roles = options?.roles ?? []
  const roleChoices =
    row && !roles.some((r) => r.id === row.roleId)
      ? [...roles, { id: row.roleId, code: row.role, name: row.roleName }]
      : roles

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const found = userErrors(draft, editing)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const body = userBody(draft, editing, parent?.id)
    const saved = editing ? await saveUser(row.id, body) : await addUser(body as AdminUserCreate)
    setBusy(false)
    if (saved) onClose()
  }
  const input = (name: TextField, type: 'text' | 'password' | 'tel' | 'email' = 'text') => (
    <sl-input
      label={t(`admin.user.${name}`)}
      type={type}
      required={required.has(name)}
      value={draft[name]}
      password-toggle={type === 'password' || undefined}
      onsl-input={(e: Event) => set(name, (e.target as HTMLInputElement).value)}
      data-testid={`admin-user-field-${name}`}
      {...help(name)}
    />
  )
  return (
    <sl-dialog
      label={
        parent ? t('admin.user.addSub', { name: parent.username }) : t(editing ? 'admin.user.edit' : 'admin.user.add')
      }
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="admin-user-dialog"
    >
      <form className="qe-form qe-admin-form" onSubmit={submit} noValidate>
        {!editing && input('username')}
        {!editing && input('password', 'password')}
        {input('realName')}
        {input('nickName')}
        {input('phoneNumber', 'tel')}
        {input('email', 'email')}
        {input('companyName')}
        {parent ? (
          <p className="qe-muted" data-testid="admin-user-parent">
            {t('admin.user.subOf', { name: parent.username, role: parent.roleName })}
          </p>
        ) : (
          <label className="qe-admin-field">
            <span className={required.has('roleId') ? 'qe-required' : undefined}>{t('admin.user.role')}</span>
            <select
              value={draft.roleId}
              onChange={(e) => set('roleId', e.target.value)}
              data-testid="admin-user-field-role"
              aria-required={required.has('roleId')}
              aria-invalid={errors.roleId ? 'true' : 'false'}
            >
              <option value="">{t('admin.choose')}</option>
              {roleChoices.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </select>
            {errors.roleId && <small className="qe-admin-error">{t(errors.roleId.key, errors.roleId.params)}</small>}
          </label>
        )}
        <label className="qe-admin-field">
          <span>{t('admin.user.department')}</span>
          <select
            value={draft.departmentId}
            onChange={(e) => set('departmentId', e.target.value)}
            data-testid="admin-user-field-department"
          >
            <option value="">{t('admin.none')}</option>
            <DepartmentOptions tree={options?.departments ?? []} />
          </select>
        </label>
        <sl-switch
          checked={draft.status === '1'}
          onsl-change={(e: Event) => set('status', (e.target as HTMLInputElement).checked ? '1' : '0')}
          data-testid="admin-user-field-status"
        >
          {t('admin.enabled')}
        </sl-switch>
        <button type="submit" hidden />
      </form>
      <DialogActions onCancel={onClose} onConfirm={() => void submit()} busy={busy} testId="admin-user-submit" />
    </sl-dialog>
  )
}
