import type { DepartmentNode } from '../../../../contract/admin.ts'
import { flattenTree } from '../lib/tree.ts'
import '../messages.ts'

/** The department tree as indented <option>s (native select: full keyboard use, no extra chunk). */
export function DepartmentOptions({
  tree,
  exclude,
}: {
  tree: readonly DepartmentNode[]
  exclude?: ReadonlySet<number>
}) {
  return (
    <>
      {flattenTree(tree)
        .filter(({ node }) => !exclude?.has(node.id))
        .map(({ node, depth }) => (
          <option key={node.id} value={String(node.id)}>
            {'\u00a0\u00a0'.repeat(depth) + node.name}
          </option>
        ))}
    </>
  )
}
