import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { ReadableAtom } from 'nanostores'
import { ListTable, type TableList } from '../../../lib/data-table/list-table.tsx'
import type { RowActionsSpec } from '../../../lib/data-table/row-actions.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ManagePage } from '../../../lib/manage-page.tsx'
import type { SearchableList } from '../../../lib/search-bar.tsx'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import { actionsColumn } from '../lib/columns.tsx'
import { useDeleteConfirm } from './delete-confirm.tsx'
import { StatusFilter } from './status-filter.tsx'
import '../messages.ts'
import '../styles.ts'

/** What the page needs of its list: rows, search, and the status filter every such list has. */
export interface StatusList<Row> extends TableList<Row>, SearchableList {
  readonly $state: ReadableAtom<PagedListState<Row, { status: string }, object>>
  setFilters(change: { status: string }): Promise<void>
}

/** Props of AdminListPage; `Action` names the row buttons beside edit and delete. */
export interface AdminListPageProps<Row extends { id: number }, Action extends string = never> {
  /** Names the page, its texts and its test ids. */
  entity: 'role' | 'user' | 'webhook'
  list: StatusList<Row>
  can: (name: string) => boolean
  /** The table's columns, before the row actions. */
  columns: Column<Row>[]
  /** The row buttons; "delete" asks here, every other action goes to `onAction`. Enter edits. */
  actions: Omit<RowActionsSpec<Row, Action | 'edit' | 'delete'>, 'testId' | 'onAction'>
  onAction: (action: Action | 'edit', row: Row) => void
  /** The name the delete question shows, and the delete itself. */
  nameOf: (row: Row) => string
  remove: (id: number) => Promise<boolean>
  /** Opens the add dialog; no add button without it (no grant to add). */
  onAdd?: () => void
  /** Filters before the status filter. */
  filters?: ReactNode
  /** Beside the list, before it (the user list's department tree); stacked above it on a narrow screen. */
  aside?: ReactNode
  /** The page's other dialogs, and what follows the list (the webhook delivery log). */
  children: ReactNode
}

/**
 * A back-office list of records that are enabled or disabled (users, roles): heading, keyword
 * search, filters, the status filter and the add button, the paged table with its row actions, and
 * the question before a delete. Texts and test ids are named after the entity: heading
 * `router.<entity>Manage`, `admin.<entity>.search` / `.add`, test ids `admin-<entity>s` (page and
 * table), `admin-<entity>-search`, `-filter-status`, `-add`, `admin-<entity>-<action>-<row id>`.
 */
export function AdminListPage<Row extends { id: number }, Action extends string = never>(
  props: AdminListPageProps<Row, Action>,
) {
  const { entity, list, can, onAction } = props
  const t = useT()
  const { filters } = useStore(list.$state)
  const remove = useDeleteConfirm(entity, props.nameOf, props.remove)
  const title = t(`router.${entity}Manage`)
  const search = {
    list,
    label: t(`admin.${entity}.search`),
    buttonLabel: t('admin.search'),
    testId: `admin-${entity}-search`,
  }
  const add = props.onAdd && { label: t(`admin.${entity}.add`), testId: `admin-${entity}-add`, onClick: props.onAdd }
  const columns = [
    ...props.columns,
    actionsColumn<Row, Action | 'edit' | 'delete'>({
      ...props.actions,
      testId: (action, row) => `admin-${entity}-${action}-${row.id}`,
      onAction: (action, row) => (action === 'delete' ? remove.ask(row) : onAction(action, row)),
    }),
  ]
  const tools = (
    <>
      {props.filters}
      <StatusFilter
        value={filters.status}
        onChange={(status) => void list.setFilters({ status })}
        testId={`admin-${entity}-filter-status`}
      />
    </>
  )
  const edit = can('edit') ? (row: Row) => onAction('edit', row) : undefined
  const table = <ListTable list={list} id={`admin-${entity}s`} label={title} columns={columns} onActivate={edit} />
  return (
    <ManagePage
      title={title}
      testId={`admin-${entity}s`}
      className="qe-admin"
      toolbar={{ className: 'qe-admin-bar', search, add }}
      tools={tools}
    >
      {props.aside ? (
        <div className="qe-admin-split">
          {props.aside}
          <div className="qe-admin-split-main">{table}</div>
        </div>
      ) : (
        table
      )}
      {props.children}
      {remove.dialog}
    </ManagePage>
  )
}
