import { useState, type ReactNode } from 'react'
import { RowActions, type RowActionsSpec } from '../../../lib/data-table/row-actions.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { t as text, type MessageKey } from '../../../lib/i18n/index.ts'
import type { TreeNode } from '../lib/tree.ts'
import '../messages.ts'

/** One column of a TreeTable after the first (the name, drawn with the tree's indent and toggle). */
export interface TreeColumn<T> {
  /** i18n key of the header. */
  title: MessageKey
  render: (node: T) => ReactNode
  /** The cells hold what people named or typed (a leader's name): marked translate="no". */
  userData?: boolean
}

/** What a tree row's buttons ask for. */
export type TreeAction = 'add-child' | 'edit' | 'delete'

/**
 * The row actions of a back-office tree (departments, menus): add below (where `canAddChild`), edit,
 * delete, each with its grant; test ids `<tree>-add-child`, `<tree>-edit`, `<tree>-delete`.
 */
export function treeActions<T>(
  tree: 'department' | 'menu',
  can: (name: string) => boolean,
  onAction: (action: TreeAction, node: T) => void,
  canAddChild: (node: T) => boolean = () => true,
): RowActionsSpec<T, TreeAction> {
  return {
    actions: (node) => [
      can('add') && canAddChild(node) && 'add-child',
      can('edit') && 'edit',
      can('delete') && 'delete',
    ],
    label: (action) => text(action === 'add-child' ? `admin.${tree}.addChild` : `admin.${action}`),
    testId: (action) => `${tree}-${action}`,
    onAction,
  }
}

/** Props of TreeTable. */
export interface TreeTableProps<T extends TreeNode<T>> {
  tree: readonly T[]
  label: string
  /** The first column: its header key and each node's name. */
  nameTitle: MessageKey
  nameOf: (node: T) => string
  /** The names are what people typed (departments), not the product's words (menus): marked translate="no". */
  namesAreUserData?: boolean
  columns: readonly TreeColumn<T>[]
  actions: RowActionsSpec<T, TreeAction>
  /** Test id of each row; the row also carries `data-name`. */
  rowTestId: string
}

/** A tree as a table: indented names, each parent's children shown or hidden by its toggle. */
export function TreeTable<T extends TreeNode<T>>({
  tree,
  label,
  nameTitle,
  nameOf,
  namesAreUserData = false,
  columns,
  actions,
  rowTestId,
}: TreeTableProps<T>) {
  const t = useT()
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setCollapsed((c) => {
      const next = new Set(c)
      if (!next.delete(id)) next.add(id)
      return next
    })
  // Walk the tree by hand rather than flatten it all: a collapsed node's subtree is skipped.
  const visible = (nodes: readonly T[], depth: number): { node: T; depth: number }[] =>
    nodes.flatMap((node) => [{ node, depth }, ...(collapsed.has(node.id) ? [] : visible(node.children, depth + 1))])
  return (
    <div className="qe-data-table-scroll">
      <table className="qe-data-table-grid" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t(nameTitle)}</th>
            {columns.map((c) => (
              <th key={c.title} scope="col">
                {t(c.title)}
              </th>
            ))}
            <th scope="col">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {visible(tree, 0).map(({ node, depth }) => (
            <tr key={node.id} data-testid={rowTestId} data-name={nameOf(node)}>
              <th scope="row" className={`qe-admin-depth-${Math.min(depth, 4)}`}>
                {node.children.length > 0 && (
                  <button
                    type="button"
                    className="qe-link"
                    aria-expanded={!collapsed.has(node.id)}
                    aria-label={t('admin.toggleChildren', { name: nameOf(node) })}
                    onClick={() => toggle(node.id)}
                  >
                    {collapsed.has(node.id) ? '▸' : '▾'}
                  </button>
                )}{' '}
                {namesAreUserData ? <span translate="no">{nameOf(node)}</span> : nameOf(node)}
              </th>
              {columns.map((c) => (
                <td key={c.title} translate={c.userData ? 'no' : undefined}>
                  {c.render(node)}
                </td>
              ))}
              <td className="qe-admin-actions">
                <RowActions row={node} spec={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
