import { useEffect, useState } from 'react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { roleInput, type AdminMenuNode, type AdminRoleRow, type RoleInput } from '../../../../contract/admin.ts'
import { fieldErrors, requiredFields } from '../../../lib/forms/schema-errors.ts'
import { useDialogForm } from '../../../lib/forms/use-dialog-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { getMenus } from '../api/get-menus.ts'
import { getRole } from '../api/roles.ts'
import { grantList, grantMap, type GrantMap } from '../lib/grants.ts'
import { saveRole } from '../stores/role-actions.ts'
import { AdminFormDialog } from './admin-form-dialog.tsx'
import { EnabledSwitch } from './enabled-switch.tsx'
import { GrantTree } from './grant-tree.tsx'
import '../messages.ts'

type Loaded = { menus: AdminMenuNode[]; grants: GrantMap } | 'loading' | 'error'

// Marked required: what the contract refuses when nothing is typed (code and name).
const REQUIRED = requiredFields(roleInput, { code: '', name: '', grants: [] })

/** Creates or edits a role: code, name, status, selectable, and its menu tree with per-menu actions. */
export function RoleDialog({ row, onClose }: { row?: AdminRoleRow; onClose: () => void }) {
  const t = useT()
  const form = useDialogForm(
    () => ({
      code: row?.code ?? '',
      name: row?.name ?? '',
      enabled: row?.status !== 0,
      selectable: row?.selectable ?? false,
    }),
    onClose,
    {
      label: (field) => t(`admin.role.${field}`),
      testId: (field) => `admin-role-${field}`,
      required: (field) => REQUIRED.has(field),
    },
  )
  const { draft, set, bind, submit } = form
  const [loaded, setLoaded] = useState<Loaded>('loading')
  useEffect(() => {
    Promise.all([getMenus(), row ? getRole(row.id).then((r) => r.grants) : Promise.resolve([])])
      .then(([menus, grants]) => setLoaded({ menus, grants: grantMap(grants) }))
      .catch(() => setLoaded('error'))
  }, [row])

  function save() {
    if (typeof loaded === 'string') return
    const { code, name, enabled, selectable } = draft
    const body: RoleInput = {
      code,
      name,
      status: enabled ? 1 : 0,
      selectable,
      grants: grantList(loaded.grants, loaded.menus),
    }
    void submit(fieldErrors(roleInput, body), () => saveRole(row?.id ?? null, body))
  }
  const text = (field: 'code' | 'name') => (
    <sl-input disabled={field === 'code' ? row?.system : undefined} {...bind(field)} />
  )
  return (
    <AdminFormDialog
      wide
      label={t(row ? 'admin.role.edit' : 'admin.role.add')}
      form={form}
      onSubmit={save}
      testId="admin-role"
      saveTestId="admin-role-submit"
      disabled={typeof loaded === 'string'}
    >
      {text('code')}
      {text('name')}
      <EnabledSwitch checked={draft.enabled} onChange={(on) => set('enabled', on)} />
      <EnabledSwitch
        checked={draft.selectable}
        onChange={(on) => set('selectable', on)}
        label={t('admin.role.selectable')}
      />
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
    </AdminFormDialog>
  )
}
