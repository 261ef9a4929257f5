import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { departmentInput, type DepartmentInput, type DepartmentNode } from '../../../../contract/admin.ts'
import { requiredFields, schemaErrors, type FieldError } from '../../../lib/forms/schema-errors.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { subtreeIds } from '../lib/tree.ts'
import { saveDepartment } from '../stores/department-tree.ts'
import { DepartmentOptions } from './department-options.tsx'
import '../messages.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

type TextField = 'name' | 'leader' | 'phone'

// Marked required: what the contract refuses when nothing is typed (the name).
const REQUIRED = requiredFields(departmentInput, { name: '' })

/** Props of DepartmentDialog. */
export interface DepartmentDialogProps {
  tree: readonly DepartmentNode[]
  /** The department to edit; none: a new one under `parentId`. */
  row?: DepartmentNode
  parentId?: number | null
  onClose: () => void
}

/** Adds or edits a department: parent (never itself or below itself), name, leader, phone, status, sort. */
export function DepartmentDialog({ tree, row, parentId = null, onClose }: DepartmentDialogProps) {
  const t = useT()
  const [draft, setDraft] = useState({
    parentId: row ? row.parentId : parentId,
    name: row?.name ?? '',
    leader: row?.leader ?? '',
    phone: row?.phone ?? '',
    status: row?.status ?? 1,
    sort: String(row?.sort ?? 0),
  })
  const [errors, setErrors] = useState<Record<string, FieldError>>({})
  const [busy, setBusy] = useState(false)
  const set = (field: keyof typeof draft, value: unknown) => {
    setDraft((d) => ({ ...d, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined as unknown as FieldError }))
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy) return
    const body: DepartmentInput = { ...draft, sort: Number(draft.sort) }
    const found: Record<string, FieldError> = {}
    for (const { path, error } of schemaErrors(departmentInput, body)) found[String(path[0])] ??= error
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const saved = await saveDepartment(row?.id ?? null, body)
    setBusy(false)
    if (saved) onClose()
  }
  const field = (name: TextField | 'sort', type: 'text' | 'tel' | 'number' = 'text') => {
    const error = errors[name]
    return (
      <sl-input
        label={t(`admin.department.${name}`)}
        required={REQUIRED.has(name)}
        type={type}
        value={draft[name]}
        onsl-input={(e: Event) => set(name, (e.target as HTMLInputElement).value)}
        data-testid={`department-field-${name}`}
        {...(error ? { helpText: t(error.key, error.params), className: 'qe-invalid', 'aria-invalid': 'true' } : {})}
      />
    )
  }
  return (
    <sl-dialog
      label={t(row ? 'admin.department.edit' : 'admin.department.add')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="department-dialog"
    >
      <form className="qe-form qe-admin-form" onSubmit={submit} noValidate>
        <label className="qe-admin-field">
          <span>{t('admin.department.parent')}</span>
          <select
            value={draft.parentId === null ? '' : String(draft.parentId)}
            onChange={(e) => set('parentId', e.target.value === '' ? null : Number(e.target.value))}
            data-testid="department-field-parent"
          >
            <option value="">{t('admin.department.top')}</option>
            <DepartmentOptions tree={tree} exclude={row ? subtreeIds(row) : undefined} />
          </select>
        </label>
        {field('name')}
        {field('leader')}
        {field('phone', 'tel')}
        {field('sort', 'number')}
        <sl-switch
          checked={draft.status === 1}
          onsl-change={(e: Event) => set('status', (e.target as HTMLInputElement).checked ? 1 : 0)}
          data-testid="department-field-status"
        >
          {t('admin.enabled')}
        </sl-switch>
        <button type="submit" hidden />
      </form>
      <DialogActions onCancel={onClose} onConfirm={() => void submit()} busy={busy} testId="department-save" />
    </sl-dialog>
  )
}
