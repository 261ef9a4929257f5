import { useLocation } from 'wouter'
import { ConfigManageView } from '../../features/quote-config/components/config-manage-view.tsx'
import { hasPermission } from '../../lib/permission.ts'
import { useRouteEntry } from '../router/route-context.ts'
import { quoteConfigHref } from '../../lib/paths.ts'

/** /quote-config/manage: the feature's list, with this route's permissions (`meta.permission`) and navigation. */
export function QuoteConfigManagePage() {
  const granted = useRouteEntry()?.meta.permission ?? []
  const can = (name: string) => hasPermission(name, granted)
  const [, navigate] = useLocation()
  return <ConfigManageView can={can} onOpen={(id) => navigate(quoteConfigHref(id))} />
}
