import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import type { PagedList } from '../../../lib/paged-list/types.ts'
import { getCostRows } from '../api/get-cost-rows.ts'
import type { CostPage, CostRow, CostTableName } from '../api/types.ts'
import '../../../lib/i18n/config-messages.ts'

/** What a cost list answer carries beside its rows: the configuration (and version) they come from. */
export type CostListExtra = Pick<CostPage, 'configId' | 'version'>

/** One cost table's rows, paged and searched by keyword. */
export type CostList = PagedList<CostRow, Record<string, never>, CostListExtra>

const lists = new Map<CostTableName, CostList>()

/** The list of one table (created on first use, kept while the tab lives; forgotten at logout). */
export function costList(table: CostTableName): CostList {
  let list = lists.get(table)
  if (!list) {
    list = createPagedList<CostRow, Record<string, never>, CostListExtra>({
      fetchPage: ({ pageIndex, pageSize, keyword }) => getCostRows(table, { pageIndex, pageSize, keyword }),
    })
    lists.set(table, list)
  }
  return list
}
