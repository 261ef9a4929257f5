import { http } from '../../../lib/api/client.ts'
import { SHOP_PROFILE_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import type { ShopImageKind, ShopProfile } from '../../../../contract/shop-profile.ts'

/** POST /api/shop-profile/images/{kind}: multipart field `file`, a PNG or JPEG by content. */
export async function uploadShopImage(kind: ShopImageKind, file: File): Promise<ShopProfile> {
  const { data } = await http.post<ShopProfile>(
    fillPath(SHOP_PROFILE_API.image, { kind }),
    { file },
    {
      contentType: 'multipart',
    },
  )
  return data
}
