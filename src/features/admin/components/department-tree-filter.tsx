import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import type { DepartmentNode } from '../../../../contract/admin.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { userList } from '../stores/user-list.ts'
import { $userOptions } from '../stores/user-options.ts'
import '../messages.ts'

/** One level of the tree: each department a button that lists its users, then the departments below it. */
function Branch({ nodes, chosen }: { nodes: readonly DepartmentNode[]; chosen: string }) {
  return (
    <ul className="qe-admin-dept-list">
      {nodes.map((node) => (
        <li key={node.id}>
          <DepartmentButton id={String(node.id)} chosen={chosen} name={<span translate="no">{node.name}</span>} />
          {node.children.length > 0 && <Branch nodes={node.children} chosen={chosen} />}
        </li>
      ))}
    </ul>
  )
}

/** `name`: the product's words for "all", or a department's name marked as typed. */
function DepartmentButton({ id, chosen, name }: { id: string; chosen: string; name: ReactNode }) {
  return (
    <button
      type="button"
      className="qe-admin-dept"
      aria-pressed={chosen === id}
      onClick={() => void userList.setFilters({ departmentId: id })}
      data-testid={`admin-user-department-${id || 'all'}`}
    >
      {name}
    </button>
  )
}

/**
 * The department tree beside the user list: choosing a department lists its users and those of the
 * departments below it (the department filter above the list shows the same choice), 全部部门 every user.
 */
export function DepartmentTreeFilter() {
  const t = useT()
  const options = useStore($userOptions)
  const { filters } = useStore(userList.$state)
  return (
    <nav
      className="qe-admin-dept-tree"
      aria-label={t('admin.user.departmentTree')}
      data-testid="admin-user-department-tree"
    >
      <DepartmentButton id="" chosen={filters.departmentId} name={t('admin.user.anyDepartment')} />
      <Branch nodes={options?.departments ?? []} chosen={filters.departmentId} />
    </nav>
  )
}
