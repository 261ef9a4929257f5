import { RoleManageView } from '../../features/admin/components/role-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

/** /system/role: the feature's role list, with this route's action permissions (`meta.permission`). */
export function SystemRolePage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <RoleManageView can={(name) => hasPermission(name, granted)} />
}
