import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import { getConfigs } from '../api/get-configs.ts'
import type { ConfigRow } from '../api/types.ts'

/** Rows per page of the manage screen at first. */
export const CONFIG_PAGE_SIZE = 10

/** The configurations on the manage screen, searched by name. */
export const configList = createPagedList<ConfigRow>({
  fetchPage: ({ pageIndex, pageSize, keyword }) => getConfigs(pageIndex, pageSize, keyword),
  pageSize: CONFIG_PAGE_SIZE,
})
