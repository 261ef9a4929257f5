import { useLocation } from 'wouter'
import { ConfigManageView } from '../../features/quote-config/components/config-manage-view.tsx'
import { usePermission } from '../permission.tsx'

/** /quote-config/manage: the feature's list, with this route's permissions and navigation. */
export function QuoteConfigManagePage() {
  const can = usePermission()
  const [, navigate] = useLocation()
  return <ConfigManageView can={can} onOpen={(id) => navigate(`/quote-config/detail?id=${id}`)} />
}
