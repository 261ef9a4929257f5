import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataTable, type DataTableProps } from '../../../src/lib/data-table/data-table.tsx'
import type { Column } from '../../../src/lib/data-table/types.ts'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { rehydrateStores } from '../../../src/lib/stores/persistent.ts'
import { click, mountRoot, press, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

type Row = { id: string; name: string; price: number; note: string }

const ROWS: Row[] = [
  { id: 'a', name: 'Alpha', price: 1, note: 'first' },
  { id: 'b', name: 'Beta', price: 2, note: 'second' },
  { id: 'c', name: 'Gamma', price: 3, note: 'third' },
]
const COLUMNS: Column<Row>[] = [
  { key: 'name', title: 'Name', fixed: true },
  { key: 'price', title: 'Price', align: 'end' },
  { key: 'note', title: 'Note' },
  { key: 'actions', title: 'Actions', fixed: true, render: (row) => <button type="button">edit {row.id}</button> },
]

let mounted: ReturnType<typeof mountRoot>
let host: HTMLElement

const render = (props: Partial<DataTableProps<Row>> = {}) =>
  mounted.render(
    <DataTable id="things" label="Things" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} testId="t" {...props} />,
  )
const headers = () => [...host.querySelectorAll('thead th')].map((th) => th.textContent)
const offered = () => [...host.querySelectorAll('.qe-column-menu li')].map((li) => li.getAttribute('data-column'))
const menuItem = (key: string) => host.querySelector(`.qe-column-menu li[data-column="${key}"]`)!
const rows = () => [...host.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row]')]

beforeEach(() => {
  resetState()
  setLocale('en')
  stubIconFetch()
  mounted = mountRoot()
  host = mounted.host
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('DataTable column settings', () => {
  it('hides and reorders columns, remembers them per table under the storage prefix, and restores them', async () => {
    await render()
    expect(headers()).toEqual(['Name', 'Price', 'Note', 'Actions'])
    await click(menuItem('price').querySelector('input'))
    expect(headers()).toEqual(['Name', 'Note', 'Actions'])
    expect(host.querySelector('tbody td')?.parentElement?.textContent).not.toContain('1')
    await click(menuItem('note').querySelector('[data-testid="column-up"]'))
    expect(offered()).toEqual(['note', 'price'])
    expect(JSON.parse(localStorage.getItem('quote-elements:table/things') ?? 'null')).toEqual({
      order: ['note', 'price'],
      hidden: ['price'],
    })

    // Another table keeps its own settings.
    await render({ id: 'others' })
    expect(headers()).toEqual(['Name', 'Price', 'Note', 'Actions'])

    // A later visit (a reload re-reads storage) draws the remembered columns.
    localStorage.setItem('quote-elements:table/things', JSON.stringify({ order: ['note', 'price'], hidden: [] }))
    await act(async () => rehydrateStores())
    await render()
    expect(headers()).toEqual(['Name', 'Note', 'Price', 'Actions'])
    await click(host.querySelector('[data-testid="column-reset"]'))
    expect(headers()).toEqual(['Name', 'Price', 'Note', 'Actions'])
  })

  it('never offers fixed columns, nor the selection and expand columns, and keeps one column shown', async () => {
    const columns: Column<Row>[] = [
      ...COLUMNS,
      { key: 'selection', title: 'Select' },
      { key: 'expand', title: 'Expand' },
    ]
    await render({ columns, onSelect: () => {}, selected: new Set(), renderExpanded: (row) => row.note })
    expect(offered()).toEqual(['price', 'note'])
    await click(menuItem('price').querySelector('input'))
    expect(menuItem('note').querySelector('input')?.disabled).toBe(true)
  })
})

describe('DataTable rows', () => {
  it('moves between rows with the arrow keys, Home and End, with one row in the tab order', async () => {
    const onActivate = vi.fn()
    await render({ onActivate })
    expect(rows().map((r) => r.tabIndex)).toEqual([0, -1, -1])
    await act(async () => rows()[0]!.focus())
    await press(rows()[0]!, 'ArrowDown')
    expect(document.activeElement).toBe(rows()[1])
    expect(rows().map((r) => r.tabIndex)).toEqual([-1, 0, -1])
    await press(rows()[1]!, 'End')
    expect(document.activeElement).toBe(rows()[2])
    await press(rows()[2]!, 'ArrowDown')
    expect(document.activeElement).toBe(rows()[2])
    await press(rows()[2]!, 'Home')
    expect(document.activeElement).toBe(rows()[0])
    await press(rows()[0]!, 'Enter')
    expect(onActivate).toHaveBeenCalledWith(ROWS[0])
  })

  it('selects with Space and the checkboxes; the header checkbox takes every row on the page', async () => {
    let selected = new Set<string>(['elsewhere'])
    const onSelect = vi.fn((keys: Set<string>) => (selected = keys))
    await render({ onSelect, selected })
    await press(rows()[1]!, ' ')
    expect([...selected]).toEqual(['elsewhere', 'b'])
    await render({ onSelect, selected })
    const all = host.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!
    expect(all.indeterminate).toBe(true)
    await click(all)
    expect([...selected].sort()).toEqual(['a', 'b', 'c', 'elsewhere'])
    await render({ onSelect, selected })
    await click(host.querySelector('thead input[type="checkbox"]'))
    expect([...selected]).toEqual(['elsewhere'])
  })

  it('opens a row’s detail from the keyboard', async () => {
    await render({ renderExpanded: (row) => `detail of ${row.name}` })
    await press(rows()[1]!, 'ArrowRight')
    expect(host.querySelector('.qe-data-table-detail')?.textContent).toBe('detail of Beta')
    await press(rows()[1]!, 'ArrowLeft')
    expect(host.querySelector('.qe-data-table-detail')).toBeNull()
  })

  it('shows a state instead of rows: loading, empty, error with retry, forbidden without', async () => {
    const onRetry = vi.fn()
    await render({ rows: [], status: 'loading' })
    expect(host.querySelector('[data-testid="t-loading"]')).not.toBeNull()
    await render({ rows: [], status: 'empty', emptyText: 'No things' })
    expect(host.querySelector('[data-testid="t-empty"]')?.textContent).toBe('No things')
    await render({ status: 'error', message: 'down', onRetry })
    expect(host.querySelector('[data-testid="t-error"]')?.textContent).toContain('down')
    expect(host.querySelector('[data-testid="t-table"]')).toBeNull()
    await click(host.querySelector('[data-testid="t-retry"]'))
    expect(onRetry).toHaveBeenCalledOnce()
    await render({ status: 'forbidden', onRetry })
    expect(host.querySelector('[data-testid="t-forbidden"]')?.getAttribute('role')).toBe('alert')
    expect(host.querySelector('[data-testid="t-retry"]')).toBeNull()
  })
})
