import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paged } from '../../../contract/wire.ts'
import { ListTable } from '../../../src/lib/data-table/list-table.tsx'
import { rowActionsColumn } from '../../../src/lib/data-table/row-actions.tsx'
import type { Column } from '../../../src/lib/data-table/types.ts'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { ManageToolbar } from '../../../src/lib/manage-page.tsx'
import { createPagedList } from '../../../src/lib/paged-list/create-paged-list.ts'
import { click, mountRoot, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

type Row = { id: number; name: string; locked: boolean }

let mounted: ReturnType<typeof mountRoot>
const el = (id: string) => mounted.host.querySelector(`[data-testid="${id}"]`)
const ids = (prefix: string) =>
  [...mounted.host.querySelectorAll(`[data-testid^="${prefix}"]`)].map((e) => e.getAttribute('data-testid'))

const ROWS: Row[] = [
  { id: 1, name: 'Alpha', locked: false },
  { id: 2, name: 'Beta', locked: true },
]
let fail = false
const fetchPage = vi.fn(async () => {
  if (fail) throw new Error('down')
  return paged(ROWS, 1, 10, 2)
})

beforeEach(() => {
  resetState()
  setLocale('en')
  stubIconFetch()
  fail = false
  fetchPage.mockClear()
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('ListTable with a row actions column', () => {
  const onAction = vi.fn()
  const columns: Column<Row>[] = [
    { key: 'name', title: 'Name', fixed: true },
    rowActionsColumn<Row, 'edit' | 'delete'>(
      { title: 'Actions', className: 'x-actions' },
      {
        actions: (row) => ['edit', !row.locked && 'delete'],
        label: (action) => action.toUpperCase(),
        testId: (action, row) => `thing-${action}-${row.id}`,
        onAction,
        attributes: (action, _, index) => (index === 0 && action === 'edit' ? { 'data-tour': 'first' } : undefined),
      },
    ),
  ]

  it('shows the list’s rows with the buttons each row offers, and its pager under the same test id', async () => {
    const list = createPagedList<Row>({ fetchPage })
    await list.load()
    await mounted.render(<ListTable list={list} id="things" label="Things" columns={columns} />)
    expect(el('things-table')).not.toBeNull()
    expect(ids('thing-')).toEqual(['thing-edit-1', 'thing-delete-1', 'thing-edit-2'])
    expect(el('thing-edit-1')?.textContent).toBe('EDIT')
    expect(el('thing-edit-1')?.getAttribute('data-tour')).toBe('first')
    expect(el('thing-edit-2')?.hasAttribute('data-tour')).toBe(false)
    await click(el('thing-delete-1'))
    expect(onAction).toHaveBeenCalledWith('delete', ROWS[0])
    expect(el('things-pager')).not.toBeNull()
  })

  it('shows the failure without a pager, and its retry loads the list again', async () => {
    const list = createPagedList<Row>({ fetchPage })
    fail = true
    await list.load()
    await mounted.render(<ListTable list={list} id="things" label="Things" columns={columns} testId="t" />)
    expect(el('t-error')).not.toBeNull()
    expect(el('t-pager')).toBeNull()
    fail = false
    await click(el('t-retry'))
    expect(el('t-table')).not.toBeNull()
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })
})

describe('ManageToolbar', () => {
  it('ends with the add button only when adding is allowed, with its tour anchor', async () => {
    const onClick = vi.fn()
    await mounted.render(<ManageToolbar className="bar" add={false} />)
    expect(el('add')).toBeNull()
    await mounted.render(
      <ManageToolbar className="bar" add={{ label: 'Add', testId: 'add', tour: 'tour-add', onClick }} />,
    )
    expect(el('add')?.getAttribute('data-tour')).toBe('tour-add')
    await click(el('add'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
