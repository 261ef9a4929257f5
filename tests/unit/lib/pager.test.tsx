import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paged } from '../../../contract/wire.ts'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { createPagedList } from '../../../src/lib/paged-list/create-paged-list.ts'
import type { PageQuery } from '../../../src/lib/paged-list/types.ts'
import { Pager } from '../../../src/lib/pager.tsx'
import { click, mountRoot, press, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

let mounted: ReturnType<typeof mountRoot>

const fetchPage = vi.fn(async (q: PageQuery<Record<string, never>>) =>
  paged([{ id: q.pageIndex }], q.pageIndex, q.pageSize, 95),
)
const asked = () => fetchPage.mock.calls.map(([q]) => `${q.pageIndex}/${q.pageSize}`)
const el = (id: string) => mounted.host.querySelector(`[data-testid="p-${id}"]`)!

beforeEach(() => {
  resetState()
  setLocale('en')
  stubIconFetch()
  fetchPage.mockClear()
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('Pager', () => {
  it('shows the total and position, pages with its buttons and keys, and changes the page size from page 1', async () => {
    const list = createPagedList({ fetchPage })
    await list.load()
    await mounted.render(<Pager list={list} testId="p" />)
    expect(el('pager').textContent).toContain('95 in all')
    expect(el('position').textContent).toBe('Page 1 of 5')
    expect(el('prev').hasAttribute('disabled')).toBe(true)

    await click(el('next'))
    expect(el('position').textContent).toBe('Page 2 of 5')
    await press(el('next'), 'End')
    await press(el('next'), 'ArrowLeft')
    await press(el('prev'), 'Home')
    expect(asked()).toEqual(['1/20', '2/20', '5/20', '4/20', '1/20'])

    const size = el('page-size') as HTMLSelectElement
    expect([...size.options].map((o) => o.value)).toEqual(['10', '20', '50', '100'])
    await act(async () => {
      size.value = '50'
      size.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(asked().at(-1)).toBe('1/50')
    // Arrow keys in the size choice stay the choice's.
    await press(size, 'ArrowRight')
    expect(asked()).toHaveLength(6)
  })

  it('goes to a typed page on Enter, keeping it between 1 and the last page', async () => {
    const list = createPagedList({ fetchPage })
    await list.load()
    await mounted.render(<Pager list={list} testId="p" />)
    const box = el('jump') as HTMLInputElement
    expect(el('pager').textContent).toContain('Go to page')
    expect(box.getAttribute('aria-label')).toBe('Page to go to (of 5)')
    const type = (text: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text)
        box.dispatchEvent(new Event('input', { bubbles: true }))
      })

    await type('3')
    expect(asked()).toEqual(['1/20'])
    await press(box, 'Enter')
    expect(el('position').textContent).toBe('Page 3 of 5')
    // Arrow keys in the box edit the number; they do not page.
    await press(box, 'ArrowRight')
    await type('99')
    await press(box, 'Enter')
    expect(el('position').textContent).toBe('Page 5 of 5')
    expect(box.value).toBe('5')
    await type('-4')
    await press(box, 'Enter')
    expect(box.value).toBe('1')
    expect(asked()).toEqual(['1/20', '3/20', '5/20', '1/20'])
  })

  it('hides the size choice when none is offered', async () => {
    const list = createPagedList({ fetchPage, pageSize: 10 })
    await mounted.render(<Pager list={list} pageSizes={[]} testId="p" />)
    expect(el('page-size')).toBeNull()
  })
})
