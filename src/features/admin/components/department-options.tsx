import type { DepartmentNode } from '../../../../contract/admin.ts'
import { TreeOptions } from './tree-options.tsx'
import '../messages.ts'

const nameOf = (node: DepartmentNode) => node.name

/** The department tree as indented <option>s. */
export function DepartmentOptions({
  tree,
  exclude,
}: {
  tree: readonly DepartmentNode[]
  exclude?: ReadonlySet<number>
}) {
  return <TreeOptions tree={tree} exclude={exclude} text={nameOf} />
}
