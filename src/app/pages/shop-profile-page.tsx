import { ShopProfileView } from '../../features/shop-profile/components/shop-profile-view.tsx'

/** /quote-config/shop-profile (企业资料, staff): the letterhead, seal and terms the quotation PDF prints. */
export function ShopProfilePage() {
  return <ShopProfileView />
}
