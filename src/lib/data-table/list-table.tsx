import { useStore } from '@nanostores/react'
import type { ReadableAtom } from 'nanostores'
import { Pager, type PagerList } from '../pager.tsx'
import type { PagedListState } from '../paged-list/types.ts'
import { DataTable, type DataTableProps } from './data-table.tsx'

/** What ListTable needs of a paged list (any `createPagedList` result fits). */
export interface TableList<Row> extends PagerList {
  readonly $state: ReadableAtom<PagedListState<Row, object, object>>
  reload(): Promise<void>
}

/** Props of ListTable: DataTable's, less what the list gives (rows, their state, the retry). */
export interface ListTableProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'status' | 'message' | 'onRetry' | 'rowKey' | 'testId'
> {
  list: TableList<Row>
  /** A row's key; its id by default. */
  rowKey?: (row: Row) => string
  /** Prefix of the table's and the pager's test ids; the table's id by default. */
  testId?: string
}

const byId = (row: unknown) => String((row as { id: number | string }).id)

/**
 * A paged list as a table with its pager under it: the rows, their state and the retry come from
 * the list, and the pager shows once there are rows to page through and the list has not failed.
 */
export function ListTable<Row>({ list, rowKey = byId, testId, ...table }: ListTableProps<Row>) {
  const state = useStore(list.$state)
  const prefix = testId ?? table.id
  return (
    <>
      <DataTable
        {...table}
        rows={state.rows}
        rowKey={rowKey}
        status={state.status}
        message={state.message}
        onRetry={() => void list.reload()}
        testId={prefix}
      />
      {state.status !== 'error' && state.totalCount > 0 && <Pager list={list} testId={prefix} />}
    </>
  )
}
