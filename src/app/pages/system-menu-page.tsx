import { MenuManageView } from '../../features/admin/components/menu-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'

/** /system/menu: the feature's menu editor, with this route's action permissions. */
export function SystemMenuPage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  return <MenuManageView can={(name) => hasPermission(name, granted)} />
}
