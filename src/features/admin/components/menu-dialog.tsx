import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { PERMISSION_ACTIONS } from '../../../../contract/wire.ts'
import { useDialogForm } from '../../../lib/forms/use-dialog-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import {
  MENU_SWITCHES,
  MENU_TEXT_FIELDS,
  menuBody,
  menuDraft,
  menuErrors,
  menuRequired,
  type MenuTextField,
} from '../lib/menu-form.ts'
import { menuFullPaths } from '../lib/menu-paths.ts'
import { saveMenu } from '../stores/menu-tree.ts'
import { CheckList } from './check-list.tsx'
import { AdminFormDialog } from './admin-form-dialog.tsx'
import { EnabledSwitch } from './enabled-switch.tsx'
import { FieldSelect } from './field-select.tsx'
import { ParentSelect, type NodeDialogProps } from './parent-select.tsx'
import '../messages.ts'

/** Props of MenuDialog. */
export type MenuDialogProps = NodeDialogProps<AdminMenuNode>

/** Adds or edits a directory or a menu: where it sits, what it opens, how it is titled and shown, what it grants. */
export function MenuDialog({ tree, row, parentId = null, onClose }: MenuDialogProps) {
  const t = useT()
  const form = useDialogForm(() => menuDraft(row, parentId), onClose, {
    label: (field) => t(`admin.menu.${field}`),
    testId: (field) => `menu-field-${field}`,
    required: (field, d) => menuRequired(d.type).has(field),
  })
  const { draft, set, bind, submit } = form
  const paths = menuFullPaths(tree)

  const save = () => void submit(menuErrors(draft), () => saveMenu(row?.id ?? null, menuBody(draft)))
  const text = (field: MenuTextField | 'component' | 'sort') => (
    <sl-input key={field} type={field === 'sort' ? 'number' : 'text'} {...bind(field)} />
  )
  return (
    <AdminFormDialog
      wide
      label={t(row ? 'admin.menu.edit' : 'admin.menu.add')}
      form={form}
      onSubmit={save}
      testId="menu"
    >
      <FieldSelect
        label={t('admin.menu.type')}
        value={draft.type}
        onChange={(type) => set('type', type === 'directory' ? 'directory' : 'menu')}
        testId="menu-field-type"
      >
        <option value="directory">{t('admin.menu.directory')}</option>
        <option value="menu">{t('admin.menu.menu')}</option>
      </FieldSelect>
      <ParentSelect
        tree={tree}
        row={row}
        value={draft.parentId}
        onChange={(id) => set('parentId', id)}
        label={t('admin.menu.parent')}
        topLabel={t('admin.menu.top')}
        text={(node) => `${textOf(node.title)} (${paths.get(node.id)})`}
        testId="menu-field-parent"
      />
      {draft.type === 'menu' ? text('component') : <p className="qe-muted">{t('admin.menu.directoryHint')}</p>}
      {MENU_TEXT_FIELDS.map(text)}
      {text('sort')}
      <EnabledSwitch
        checked={draft.status === 1}
        onChange={(on) => set('status', on ? 1 : 0)}
        testId="menu-field-status"
      />
      <CheckList
        legend={t('admin.menu.switches')}
        items={MENU_SWITCHES}
        checked={(s) => draft.switches[s]}
        onChange={(s, on) => set('switches', { ...draft.switches, [s]: on })}
        label={(s) => t(`admin.menu.switch.${s}`)}
        testId={(s) => `menu-switch-${s}`}
      />
      <CheckList
        legend={t('admin.menu.permissionList')}
        items={PERMISSION_ACTIONS}
        checked={(action) => draft.permissionList.includes(action)}
        onChange={(action, on) =>
          set(
            'permissionList',
            on
              ? PERMISSION_ACTIONS.filter((a) => a === action || draft.permissionList.includes(a))
              : draft.permissionList.filter((a) => a !== action),
          )
        }
        label={(action) => t(`admin.action.${action}`)}
        testId={(action) => `menu-action-${action}`}
      />
    </AdminFormDialog>
  )
}
