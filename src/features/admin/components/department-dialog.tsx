import '@shoelace-style/shoelace/dist/components/input/input.js'
import { departmentInput, type DepartmentInput, type DepartmentNode } from '../../../../contract/admin.ts'
import { fieldErrors, requiredFields } from '../../../lib/forms/schema-errors.ts'
import { useDialogForm } from '../../../lib/forms/use-dialog-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { saveDepartment } from '../stores/department-tree.ts'
import { AdminFormDialog } from './admin-form-dialog.tsx'
import { EnabledSwitch } from './enabled-switch.tsx'
import { ParentSelect, type NodeDialogProps } from './parent-select.tsx'
import '../messages.ts'

type TextField = 'name' | 'leader' | 'phone'

// Marked required: what the contract refuses when nothing is typed (the name).
const REQUIRED = requiredFields(departmentInput, { name: '' })

const nameOf = (node: DepartmentNode) => node.name

/** Props of DepartmentDialog. */
export type DepartmentDialogProps = NodeDialogProps<DepartmentNode>

/** Adds or edits a department: parent (never itself or below itself), name, leader, phone, status, sort. */
export function DepartmentDialog({ tree, row, parentId = null, onClose }: DepartmentDialogProps) {
  const t = useT()
  const form = useDialogForm(
    () => ({
      parentId: row ? row.parentId : parentId,
      name: row?.name ?? '',
      leader: row?.leader ?? '',
      phone: row?.phone ?? '',
      status: row?.status ?? 1,
      sort: String(row?.sort ?? 0),
    }),
    onClose,
    {
      label: (name) => t(`admin.department.${name}`),
      testId: (name) => `department-field-${name}`,
      required: (name) => REQUIRED.has(name),
    },
  )
  const { draft, set, bind, submit } = form

  function save() {
    const body: DepartmentInput = { ...draft, sort: Number(draft.sort) }
    void submit(fieldErrors(departmentInput, body), () => saveDepartment(row?.id ?? null, body))
  }
  const field = (name: TextField | 'sort', type: 'text' | 'tel' | 'number' = 'text') => (
    <sl-input type={type} {...bind(name)} />
  )
  return (
    <AdminFormDialog
      label={t(row ? 'admin.department.edit' : 'admin.department.add')}
      form={form}
      onSubmit={save}
      testId="department"
    >
      <ParentSelect
        tree={tree}
        row={row}
        value={draft.parentId}
        onChange={(id) => set('parentId', id)}
        label={t('admin.department.parent')}
        topLabel={t('admin.department.top')}
        text={nameOf}
        testId="department-field-parent"
      />
      {field('name')}
      {field('leader')}
      {field('phone', 'tel')}
      {field('sort', 'number')}
      <EnabledSwitch
        checked={draft.status === 1}
        onChange={(on) => set('status', on ? 1 : 0)}
        testId="department-field-status"
      />
    </AdminFormDialog>
  )
}
