import { http } from '../../../lib/api/client.ts'
import { SHOP_PROFILE_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import type { ShopImageKind, ShopProfile } from '../../../../contract/shop-profile.ts'

/** DELETE /api/shop-profile/images/{kind}: removes the letterhead or the seal. */
export async function removeShopImage(kind: ShopImageKind): Promise<ShopProfile> {
  const { data } = await http.delete<ShopProfile>(fillPath(SHOP_PROFILE_API.image, { kind }))
  return data
}
