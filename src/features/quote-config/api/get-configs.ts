import { http } from '../../../lib/api/client.ts'
import type { PagedList } from '../../../lib/api/types.ts'
import type { ConfigRow } from './types.ts'

/** GET /api/quote-config/list: one page of configurations, the default first. Silent: the screen shows the error. */
export async function getConfigs(pageIndex: number, pageSize: number, keyword: string): Promise<PagedList<ConfigRow>> {
  const { data } = await http.get<PagedList<ConfigRow>>('/api/quote-config/list', {
    params: { pageIndex, pageSize, keyword: keyword || undefined },
    silent: true,
  })
  return data
}
