import { badRequest } from '../../lib/errors.ts'

// Menus and departments are trees kept as parent ids; one rule for building and moving them.

export type TreeNode<T> = T & { children: TreeNode<T>[] }

/** Nests `rows` (already in display order) under their parents; an orphan becomes a root. */
export function buildTree<T extends { id: number; parentId: number | null }>(rows: readonly T[]): TreeNode<T>[] {
  type Node = TreeNode<T>
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]))
  const roots: Node[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

/** The parent must exist and must not be the node itself or one of its descendants. */
export function assertTreeParent(
  rows: readonly { id: number; parentId: number | null }[],
  id: number | undefined,
  parentId: number | null,
) {
  if (parentId === null) return
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
  if (!parentOf.has(parentId)) throw badRequest('admin.badParent')
  for (
    let at: number | null | undefined = parentId, hops = 0;
    at != null && hops <= rows.length;
    at = parentOf.get(at), hops++
  ) {
    if (at === id) throw badRequest('admin.badParent')
  }
}
