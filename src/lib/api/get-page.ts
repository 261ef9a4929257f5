import type { Paged } from '../../../contract/wire.ts'
import type { PageQuery } from '../paged-list/types.ts'
import { http } from './client.ts'

/**
 * The GET of one page of a list at `url`: it sends the page, then the keyword and each filter
 * that is set, in that order ('' means "any" and is left out). Silent: the screen shows the error
 * (and the 403) in place of a toast.
 */
export function pageGetter<Row, Filters extends { [K in keyof Filters]: string | undefined }>(url: string) {
  return async ({ pageIndex, pageSize, keyword, filters }: PageQuery<Filters>): Promise<Paged<Row>> => {
    const params: Record<string, string | number> = { pageIndex, pageSize }
    for (const [name, value] of Object.entries<string | undefined>({ keyword, ...filters }))
      if (value) params[name] = value
    return (await http.get<Paged<Row>>(url, { params, silent: true })).data
  }
}
