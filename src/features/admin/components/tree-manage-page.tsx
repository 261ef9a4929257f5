import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { LoadState, TableState } from '../../../lib/data-table/table-state.tsx'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ManagePage } from '../../../lib/manage-page.tsx'
import type { TreeNode } from '../lib/tree.ts'
import type { TreeStore } from '../stores/tree-store.ts'
import { useDeleteConfirm } from './delete-confirm.tsx'
import { TreeTable, treeActions, type TreeColumn } from './tree-table.tsx'
import '../messages.ts'
import '../styles.ts'

/** Props of a tree's add-or-edit dialog: the node to edit, or none for a new one under `parentId`. */
export interface TreeEditorProps<T> {
  tree: readonly T[]
  row?: T
  parentId?: number | null
  onClose: () => void
}

/** Props of TreeManagePage. */
export interface TreeManagePageProps<T extends TreeNode<T>> {
  /** Names the add button's text and the test ids. */
  entity: 'department' | 'menu'
  store: TreeStore<T>
  can: (name: string) => boolean
  /** The heading, also the table's name. */
  title: string
  /** A hint before the add button. */
  hint?: ReactNode
  /** What shows when the tree is empty; nothing by default. */
  emptyText?: string
  nameTitle: MessageKey
  nameOf: (node: T) => string
  /** The names are what people typed (departments), not the product's words (menus). */
  namesAreUserData?: boolean
  columns: readonly TreeColumn<T>[]
  /** Whether a node takes children (an "add below" button); every node by default. */
  canAddChild?: (node: T) => boolean
  editor: ComponentType<TreeEditorProps<T>>
  remove: (id: number) => Promise<boolean>
}

type Editing<T> = { parentId: number | null } | { row: T } | null

/**
 * A back-office tree loaded whole (departments, menus): add at the top, add below, edit, and delete
 * after a question. Test ids: `admin-<entity>s` (page), `<entity>-add`, `<entity>-row`,
 * `<entity>s-loading` / `-error` / `-forbidden` / `-empty`, the row buttons `<entity>-add-child`,
 * `-edit`, `-delete`.
 */
export function TreeManagePage<T extends TreeNode<T>>(props: TreeManagePageProps<T>) {
  const { entity, store, can, title, editor: Editor } = props
  const t = useT()
  const state = useStore(store.$state)
  const [editing, setEditing] = useState<Editing<T>>(null)
  const remove = useDeleteConfirm(entity, props.nameOf, props.remove)
  useEffect(() => void store.load(), [store])
  const tree = state.status === 'loaded' ? state.tree : []
  const actions = treeActions<T>(
    entity,
    can,
    (action, row) => {
      if (action === 'delete') remove.ask(row)
      else setEditing(action === 'edit' ? { row } : { parentId: row.id })
    },
    props.canAddChild,
  )
  const add = can('add') && {
    label: t(`admin.${entity}.add`),
    testId: `${entity}-add`,
    onClick: () => setEditing({ parentId: null }),
  }
  return (
    <ManagePage
      title={title}
      testId={`admin-${entity}s`}
      className="qe-admin"
      toolbar={{ className: 'qe-admin-bar', add }}
      tools={props.hint}
    >
      <LoadState state={state} onRetry={() => void store.load()} testId={`${entity}s`} />
      {state.status === 'loaded' && tree.length === 0 && props.emptyText && (
        <TableState kind="empty" text={props.emptyText} testId={`${entity}s`} />
      )}
      {tree.length > 0 && (
        <TreeTable
          tree={tree}
          label={title}
          nameTitle={props.nameTitle}
          nameOf={props.nameOf}
          namesAreUserData={props.namesAreUserData ?? false}
          columns={props.columns}
          rowTestId={`${entity}-row`}
          actions={actions}
        />
      )}
      {editing && <Editor tree={tree} {...editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </ManagePage>
  )
}
