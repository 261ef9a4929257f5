import { DepartmentManageView } from '../../features/admin/components/department-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

/** /system/department: the feature's department tree, with this route's action permissions. */
export function SystemDepartmentPage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <DepartmentManageView can={(name) => hasPermission(name, granted)} />
}
