import type { DepartmentNode } from '../../../../contract/admin.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { departmentTree, removeDepartment } from '../stores/department-tree.ts'
import { DepartmentDialog } from './department-dialog.tsx'
import { TreeManagePage } from './tree-manage-page.tsx'
import type { TreeColumn } from './tree-table.tsx'
import '../styles.ts'

const COLUMNS: TreeColumn<DepartmentNode>[] = [
  { title: 'admin.department.leader', render: (d) => d.leader, userData: true },
  { title: 'admin.department.phone', render: (d) => d.phone },
  { title: 'admin.department.userCount', render: (d) => d.userCount },
  { title: 'admin.department.sort', render: (d) => d.sort },
]

/** /system/department: the department tree with add, add below, edit and confirmed delete. */
export function DepartmentManageView({ can }: { can: (name: string) => boolean }) {
  const t = useT()
  const columns: TreeColumn<DepartmentNode>[] = [
    ...COLUMNS,
    { title: 'admin.status', render: (d) => t(d.status === 1 ? 'admin.enabled' : 'admin.disabled') },
  ]
  return (
    <TreeManagePage
      entity="department"
      store={departmentTree}
      can={can}
      title={t('admin.department.title')}
      emptyText={t('admin.department.empty')}
      nameTitle="admin.department.name"
      nameOf={(d) => d.name}
      namesAreUserData
      columns={columns}
      editor={DepartmentDialog}
      remove={removeDepartment}
    />
  )
}
