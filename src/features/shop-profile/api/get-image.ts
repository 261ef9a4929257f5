import { http } from '../../../lib/api/client.ts'
import type { BlobResponse } from '../../../lib/api/types.ts'
import { SHOP_PROFILE_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'
import type { ShopImageKind } from '../../../../contract/shop-profile.ts'

/** GET /api/shop-profile/images/{kind}: the uploaded image, for the preview. */
export async function getShopImage(kind: ShopImageKind): Promise<BlobResponse> {
  return http.get(fillPath(SHOP_PROFILE_API.image, { kind }), { responseType: 'blob' })
}
