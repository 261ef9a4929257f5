import { http } from '../../../lib/api/client.ts'
import type { Paged } from '../../../../contract/wire.ts'
import type { ConfigRow } from './types.ts'
import { QUOTE_CONFIG_API } from '../../../../contract/api-paths.ts'

/** GET /api/quote-config/list: one page of configurations, the default first. Silent: the screen shows the error. */
export async function getConfigs(pageIndex: number, pageSize: number, keyword: string): Promise<Paged<ConfigRow>> {
  const { data } = await http.get<Paged<ConfigRow>>(QUOTE_CONFIG_API.list, {
    params: { pageIndex, pageSize, keyword: keyword || undefined },
    silent: true,
  })
  return data
}
