import { UserManageView } from '../../features/admin/components/user-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

/** /system/user: the feature's user list, with this route's action permissions (`meta.permission`). */
export function SystemUserPage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <UserManageView can={(name) => hasPermission(name, granted)} />
}
