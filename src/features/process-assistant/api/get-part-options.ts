import { http } from '../../../lib/api/client.ts'
import type { PricingOptions } from '../../../../contract/part-attributes.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'

/** GET /api/cnc/partcosts/options: materials and treatments to choose from when planning a part. */
export async function getPartOptions(): Promise<PricingOptions> {
  const { data } = await http.get<PricingOptions>(PARTCOSTS_API.options, { silent: true })
  return data
}
