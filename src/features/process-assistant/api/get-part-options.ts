import { http } from '../../../lib/api/client.ts'
import type { PricingOptions } from '../../../../contract/part-attributes.ts'

/** GET /api/cnc/partcosts/options: materials and treatments to choose from when planning a part. */
export async function getPartOptions(): Promise<PricingOptions> {
  const { data } = await http.get<PricingOptions>('/api/cnc/partcosts/options', { silent: true })
  return data
}
