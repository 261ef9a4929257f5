import { http } from '../../../lib/api/client.ts'
import { SHOP_PROFILE_API } from '../../../../contract/api-paths.ts'
import type { ShopProfile } from '../../../../contract/shop-profile.ts'

/** GET /api/shop-profile: the shop's particulars as its paperwork prints them. */
export async function getShopProfile(): Promise<ShopProfile> {
  const { data } = await http.get<ShopProfile>(SHOP_PROFILE_API.profile)
  return data
}
