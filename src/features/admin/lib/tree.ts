/** A node of any admin tree (departments, menus). */
export interface TreeNode<T> {
  id: number
  children: T[]
}

/** One row of a flattened tree: the node and how deep it sits (0 at the top). */
export interface FlatNode<T> {
  node: T
  depth: number
}

/** The tree in display order (parents before their children), for indented lists and pickers. */
export function flattenTree<T extends TreeNode<T>>(nodes: readonly T[], depth = 0): FlatNode<T>[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)])
}

/** The ids of a node and all its descendants: a department or menu cannot become its own parent. */
export function subtreeIds<T extends TreeNode<T>>(node: T): Set<number> {
  return new Set(flattenTree([node]).map(({ node: n }) => n.id))
}

/** Finds a node by id anywhere in the tree. */
export function findNode<T extends TreeNode<T>>(nodes: readonly T[], id: number): T | undefined {
  return flattenTree(nodes).find(({ node }) => node.id === id)?.node
}
