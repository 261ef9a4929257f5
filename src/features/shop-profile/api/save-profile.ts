import { http } from '../../../lib/api/client.ts'
import { SHOP_PROFILE_API } from '../../../../contract/api-paths.ts'
import type { ShopProfile, ShopProfileEdit } from '../../../../contract/shop-profile.ts'

/** PUT /api/shop-profile: saves the texts, phone and invoice type; answers the profile. */
export async function saveShopProfile(edit: ShopProfileEdit): Promise<ShopProfile> {
  const { data } = await http.put<ShopProfile>(SHOP_PROFILE_API.profile, edit)
  return data
}
