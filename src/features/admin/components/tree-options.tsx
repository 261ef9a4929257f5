import { flattenTree, type TreeNode } from '../lib/tree.ts'

/** Props of TreeOptions. */
export interface TreeOptionsProps<T extends TreeNode<T>> {
  tree: readonly T[]
  /** Nodes not offered (a node and its subtree cannot become its own parent). */
  exclude?: ReadonlySet<number>
  /** A node's name in the list. */
  text: (node: T) => string
}

/** A tree as indented <option>s, parents before children (native select: full keyboard use, no extra chunk). */
export function TreeOptions<T extends TreeNode<T>>({ tree, exclude, text }: TreeOptionsProps<T>) {
  return (
    <>
      {flattenTree(tree)
        .filter(({ node }) => !exclude?.has(node.id))
        .map(({ node, depth }) => (
          <option key={node.id} value={String(node.id)}>
            {'\u00a0\u00a0'.repeat(depth) + text(node)}
          </option>
        ))}
    </>
  )
}
