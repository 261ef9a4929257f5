import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { PERMISSION_ACTIONS } from '../../../../contract/wire.ts'
import type { FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import {
  MENU_SWITCHES,
  MENU_TEXT_FIELDS,
  menuBody,
  menuDraft,
  menuErrors,
  menuRequired,
  type MenuDraft,
  type MenuTextField,
} from '../lib/menu-form.ts'
import { menuFullPaths } from '../lib/menu-paths.ts'
import { flattenTree, subtreeIds } from '../lib/tree.ts'
import { saveMenu } from '../stores/menu-tree.ts'
import '../messages.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

/** Props of MenuDialog. */
export interface MenuDialogProps {
  tree: readonly AdminMenuNode[]
  /** The menu to edit; none: a new one under `parentId`. */
  row?: AdminMenuNode
  parentId?: number | null
  onClose: () => void
}

/** Adds or edits a directory or a menu: where it sits, what it opens, how it is titled and shown, what it grants. */
export function MenuDialog({ tree, row, parentId = null, onClose }: MenuDialogProps) {
  const t = useT()
  const [draft, setDraft] = useState(() => menuDraft(row, parentId))
  const [errors, setErrors] = useState<Partial<Record<string, FieldError>>>({})
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof MenuDraft>(field: K, value: MenuDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const excluded = row ? subtreeIds(row) : new Set<number>()
  const paths = menuFullPaths(tree)

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const found = menuErrors(draft)
    setErrors(found)
    if (Object.keys(found).some((k) => found[k])) return
    setBusy(true)
    const saved = await saveMenu(row?.id ?? null, menuBody(draft))
    setBusy(false)
    if (saved) onClose()
  }
  const required = menuRequired(draft.type)
  const help = (field: string) => {
    const error = errors[field]
    return error
      ? { helpText: t(error.key, error.params), className: 'qe-invalid', 'aria-invalid': 'true' as const }
      : {}
  }
  const text = (field: MenuTextField | 'component' | 'sort') => (
    <sl-input
      key={field}
      label={t(`admin.menu.${field}`)}
      required={required.has(field)}
      type={field === 'sort' ? 'number' : 'text'}
      value={draft[field]}
      onsl-input={(e: Event) => set(field, (e.target as HTMLInputElement).value)}
      data-testid={`menu-field-${field}`}
      {...help(field)}
    />
  )
  return (
    <sl-dialog
      className="qe-admin-wide"
      label={t(row ? 'admin.menu.edit' : 'admin.menu.add')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="menu-dialog"
    >
      <form className="qe-form qe-admin-form" onSubmit={submit} noValidate>
        <label className="qe-admin-field">
          <span>{t('admin.menu.type')}</span>
          <select
            value={draft.type}
            onChange={(e) => set('type', e.target.value === 'directory' ? 'directory' : 'menu')}
            data-testid="menu-field-type"
          >
            <option value="directory">{t('admin.menu.directory')}</option>
            <option value="menu">{t('admin.menu.menu')}</option>
          </select>
        </label>
        <label className="qe-admin-field">
          <span>{t('admin.menu.parent')}</span>
          <select
            value={draft.parentId === null ? '' : String(draft.parentId)}
            onChange={(e) => set('parentId', e.target.value === '' ? null : Number(e.target.value))}
            data-testid="menu-field-parent"
          >
            <option value="">{t('admin.menu.top')}</option>
            {flattenTree(tree)
              .filter(({ node }) => !excluded.has(node.id))
              .map(({ node, depth }) => (
                <option key={node.id} value={String(node.id)}>
                  {'\u00a0\u00a0'.repeat(depth) + `${textOf(node.title)} (${paths.get(node.id)})`}
                </option>
              ))}
          </select>
        </label>
        {draft.type === 'menu' ? text('component') : <p className="qe-muted">{t('admin.menu.directoryHint')}</p>}
        {MENU_TEXT_FIELDS.map(text)}
        {text('sort')}
        <sl-switch
          checked={draft.status === 1}
          onsl-change={(e: Event) => set('status', (e.target as HTMLInputElement).checked ? 1 : 0)}
          data-testid="menu-field-status"
        >
          {t('admin.enabled')}
        </sl-switch>
        <fieldset className="qe-admin-grants">
          <legend>{t('admin.menu.switches')}</legend>
          {MENU_SWITCHES.map((s) => (
            <label key={s} className="qe-admin-perm">
              <input
                type="checkbox"
                checked={draft.switches[s]}
                onChange={(e) => set('switches', { ...draft.switches, [s]: e.target.checked })}
                data-testid={`menu-switch-${s}`}
              />
              {t(`admin.menu.switch.${s}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="qe-admin-grants">
          <legend>{t('admin.menu.permissionList')}</legend>
          {PERMISSION_ACTIONS.map((action) => (
            <label key={action} className="qe-admin-perm">
              <input
                type="checkbox"
                checked={draft.permissionList.includes(action)}
                onChange={(e) =>
                  set(
                    'permissionList',
                    e.target.checked
                      ? PERMISSION_ACTIONS.filter((a) => a === action || draft.permissionList.includes(a))
                      : draft.permissionList.filter((a) => a !== action),
                  )
                }
                data-testid={`menu-action-${action}`}
              />
              {t(`admin.action.${action}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" hidden />
      </form>
      <DialogActions onCancel={onClose} onConfirm={() => void submit()} busy={busy} testId="menu-save" />
    </sl-dialog>
  )
}
