import { useEffect, useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { roleInput, type AdminMenuNode, type AdminRoleRow, type RoleInput } from '../../../../contract/admin.ts'
import { requiredFields, schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { getMenus } from '../api/get-menus.ts'
import { getRole } from '../api/roles.ts'
import { grantList, grantMap, type GrantMap } from '../lib/grants.ts'
import { saveRole } from '../stores/role-actions.ts'
import { GrantTree } from './grant-tree.tsx'
import '../messages.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

type Loaded = { menus: AdminMenuNode[]; grants: GrantMap } | 'loading' | 'error'

// Marked required: what the contract refuses when nothing is typed (code and name).
const REQUIRED = requiredFields(roleInput, { code: '', name: '', grants: [] })

/** Creates or edits a role: code, name, status, selectable, and its menu tree with per-menu actions. */
export function RoleDialog({ row, onClose }: { row?: AdminRoleRow; onClose: () => void }) {
  const t = useT()
  const [code, setCode] = useState(row?.code ?? '')
  const [name, setName] = useState(row?.name ?? '')
  const [enabled, setEnabled] = useState(row?.status !== 0)
  const [selectable, setSelectable] = useState(row?.selectable ?? false)
  const [loaded, setLoaded] = useState<Loaded>('loading')
  const [errors, setErrors] = useState<Record<string, FieldError>>({})
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    Promise.all([getMenus(), row ? getRole(row.id).then((r) => r.grants) : Promise.resolve([])])
      .then(([menus, grants]) => setLoaded({ menus, grants: grantMap(grants) }))
      .catch(() => setLoaded('error'))
  }, [row])

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy || typeof loaded === 'string') return
    const body: RoleInput = {
      code,
      name,
      status: enabled ? 1 : 0,
      selectable,
      grants: grantList(loaded.grants, loaded.menus),
    }
    const found: Record<string, FieldError> = {}
    for (const { path, error } of schemaErrors(roleInput, body)) found[String(path[0])] ??= error
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const saved = await saveRole(row?.id ?? null, body)
    setBusy(false)
    if (saved) onClose()
  }
  const help = (field: string) => {
    const error = errors[field]
    return error
      ? { helpText: t(error.key, error.params), className: 'qe-invalid', 'aria-invalid': 'true' as const }
      : {}
  }
  return (
    <sl-dialog
      className="qe-admin-wide"
      label={t(row ? 'admin.role.edit' : 'admin.role.add')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="admin-role-dialog"
    >
      <form className="qe-form qe-admin-form" onSubmit={submit} noValidate>
        <sl-input
          label={t('admin.role.code')}
          required={REQUIRED.has('code')}
          value={code}
          disabled={row?.system}
          onsl-input={(e: Event) => setCode((e.target as HTMLInputElement).value)}
          data-testid="admin-role-code"
          {...help('code')}
        />
        <sl-input
          label={t('admin.role.name')}
          required={REQUIRED.has('name')}
          value={name}
          onsl-input={(e: Event) => setName((e.target as HTMLInputElement).value)}
          data-testid="admin-role-name"
          {...help('name')}
        />
        <sl-switch checked={enabled} onsl-change={(e: Event) => setEnabled((e.target as HTMLInputElement).checked)}>
          {t('admin.enabled')}
        </sl-switch>
        <sl-switch
          checked={selectable}
          onsl-change={(e: Event) => setSelectable((e.target as HTMLInputElement).checked)}
        >
          {t('admin.role.selectable')}
        </sl-switch>
        <fieldset className="qe-admin-grants">
          <legend>{t('admin.role.menus')}</legend>
          {loaded === 'loading' && <sl-spinner aria-label={t('common.loading')} />}
          {loaded === 'error' && <p className="qe-admin-error">{t('admin.loadFailed')}</p>}
          {typeof loaded !== 'string' && (
            <GrantTree
              menus={loaded.menus}
              grants={loaded.grants}
              onChange={(grants) => setLoaded({ ...loaded, grants })}
              testId="admin-role"
            />
          )}
        </fieldset>
        <button type="submit" hidden />
      </form>
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void submit()}
        busy={busy}
        disabled={typeof loaded === 'string'}
        testId="admin-role-submit"
      />
    </sl-dialog>
  )
}
