import { http } from '../../../lib/api/client.ts'
import type { PricingOptions } from './types.ts'
import { PARTCOSTS_API } from '../../../../contract/api-paths.ts'

/** GET /api/cnc/partcosts/options: the re-price form's choices (no cost figures). */
export async function getOptions(): Promise<PricingOptions> {
  const { data } = await http.get<PricingOptions>(PARTCOSTS_API.options)
  return data
}
