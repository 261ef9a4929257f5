import { subtreeIds, type TreeNode } from '../lib/tree.ts'
import { FieldSelect } from './field-select.tsx'
import { TreeOptions } from './tree-options.tsx'

/** Props of a dialog that adds or edits one node of a tree (a department, a menu). */
export interface NodeDialogProps<T> {
  tree: readonly T[]
  /** The node to edit; none: a new one under `parentId`. */
  row?: T
  parentId?: number | null
  onClose: () => void
}

/** Props of ParentSelect. */
export interface ParentSelectProps<T extends TreeNode<T>> {
  tree: readonly T[]
  /** The node being edited: neither it nor anything below it is offered. */
  row?: T
  /** The chosen parent's id; null: at the top. */
  value: number | null
  onChange: (parentId: number | null) => void
  /** The field's label and the name of the top level, in the user's language. */
  label: string
  topLabel: string
  /** A node's name in the list. */
  text: (node: T) => string
  testId: string
}

/** Where a department or menu sits: the top level or any node that is not the edited one or below it. */
export function ParentSelect<T extends TreeNode<T>>(props: ParentSelectProps<T>) {
  const { tree, row, value, onChange, label, topLabel, text, testId } = props
  return (
    <FieldSelect
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(id) => onChange(id === '' ? null : Number(id))}
      testId={testId}
    >
      <option value="">{topLabel}</option>
      <TreeOptions tree={tree} exclude={row ? subtreeIds(row) : undefined} text={text} />
    </FieldSelect>
  )
}
