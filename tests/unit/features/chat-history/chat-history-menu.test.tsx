import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatHistoryMenu } from '../../../../src/features/chat-history/components/chat-history-menu.tsx'
import { $quoteHistory, resetChatHistory } from '../../../../src/features/chat-history/stores/chat-history.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200) => json({ success: code === 200, code, msg: 'ok', data, extraInfo: null })
const now = new Date()
const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 1).toISOString()
const page = envelope({
  rows: [
    { id: 1, name: 'Flange', updateTime: today },
    { id: 2, name: '', updateTime: '2001-01-01T00:00:00Z' },
  ],
  pageIndex: 1,
  pageSize: 20,
  totalCount: 2,
  totalPages: 1,
  hasPreviousPage: false,
  hasNextPage: false,
})

let host: HTMLDivElement
let root: Root
const opened: string[] = []
let activeDeleted = 0

async function render() {
  await act(async () =>
    root.render(
      <ChatHistoryMenu
        kind="quote"
        activeId="1"
        onOpen={(id) => opened.push(id)}
        onActiveDeleted={() => activeDeleted++}
      />,
    ),
  )
  await vi.waitFor(() => expect($quoteHistory.get().status).toBe('ready'))
  await act(async () => {})
}

function press(el: Element, key: string) {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  resetState()
  logIn()
  resetChatHistory()
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  opened.length = 0
  activeDeleted = 0
})
afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

describe('ChatHistoryMenu', () => {
  it('groups the records, names empty ones 暂无名称, marks the active one and opens on click', async () => {
    stubFetch(page)
    await render()
    expect(host.querySelector('[data-testid="history-group-today"]')?.textContent).toContain('Flange')
    expect(host.querySelector('[data-testid="history-group-earlier"]')?.textContent).toContain('暂无名称')
    expect(host.querySelector('[aria-current="page"] .qe-history-name')?.textContent).toBe('Flange')
    // Entries are told apart by when they were last updated: today's by the time of day, older ones by the date too.
    expect(host.querySelector('[aria-current="page"] time')?.textContent).toBe('00:01')
    expect(host.querySelector('[data-testid="history-group-earlier"] time')?.getAttribute('datetime')).toBe(
      '2001-01-01T00:00:00Z',
    )
    await act(async () => (host.querySelector('.qe-history-open') as HTMLButtonElement).click())
    expect(opened).toEqual(['1'])
  })

  it('renames in place: Escape cancels, an empty name is refused, Enter saves', async () => {
    stubFetch(page)
    await render()
    const edit = async () =>
      act(async () => (host.querySelector('[data-testid="history-rename"]') as HTMLButtonElement).click())
    const input = () => host.querySelector('[data-testid="history-rename-input"]') as HTMLInputElement
    const type = async (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), value)
        input().dispatchEvent(new Event('input', { bubbles: true }))
      })

    await edit()
    await act(async () => press(input(), 'Escape'))
    expect(input()).toBeNull()

    await edit()
    await type('   ')
    const calls = stubFetch(envelope({ id: 1, name: 'Bracket', updateTime: today }))
    await act(async () => press(input(), 'Enter'))
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('名称不能为空')
    expect(calls).toHaveLength(0)

    await type('Bracket')
    await act(async () => press(input(), 'Enter'))
    await vi.waitFor(() => expect(input()).toBeNull())
    expect(calls).toHaveLength(1)
    expect(host.querySelector('[data-testid="history-group-today"]')?.textContent).toContain('Bracket')
  })

  it('shows the empty and the error states', async () => {
    stubFetch(
      envelope({
        rows: [],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 0,
        totalPages: 0,
        hasPreviousPage: false,
        hasNextPage: false,
      }),
    )
    await render()
    expect(host.querySelector('[data-testid="history-empty"]')?.textContent).toBe('暂无历史记录')
    stubFetch(json({ success: false, code: 500, msg: 'down', data: null }, 500))
    await act(async () => resetChatHistory())
    await act(async () => root.render(<ChatHistoryMenu kind="quote" onOpen={() => {}} />))
    await vi.waitFor(() => expect(host.querySelector('[data-testid="history-error"]')).not.toBeNull())
  })

  describe('deleting', () => {
    /** The list, then the kept orders of the record asked about, then the deletion. */
    function serve(kept: Record<string, string[]>) {
      return stubFetch((call) => {
        const asked = /chatrecord\/(\d+)\/kept-orders/.exec(call.url)
        if (asked) return envelope(kept[asked[1]!] ?? [])
        if (call.url.includes('/chatrecord/delete/')) return envelope(true)
        return page.clone()
      })
    }
    async function remove(name: string) {
      const item = [...host.querySelectorAll('[data-testid="history-item"]')].find((li) =>
        li.textContent?.includes(name),
      )!
      await act(async () => (item.querySelector('[data-testid="history-delete"]') as HTMLButtonElement).click())
      await vi.waitFor(() => expect(document.querySelector('[data-testid="history-delete-dialog"]')).not.toBeNull())
      return document.querySelector('[data-testid="history-delete-dialog"]')!
    }
    const confirm = async () => {
      const button = document.querySelector('[data-testid="history-delete-confirm"]')!
      await act(async () => button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })))
      await vi.waitFor(() => expect(document.querySelector('[data-testid="history-delete-dialog"]')).toBeNull())
    }

    it('names the quote orders that keep the record’s parts and files', async () => {
      serve({ '1': ['QO-2026-000007', 'QO-2026-000009'] })
      await render()
      const dialog = await remove('Flange')
      expect(dialog.textContent).toContain('确定删除“Flange”吗？删除后无法恢复。')
      expect(dialog.textContent).toContain('报价单 QO-2026-000007和QO-2026-000009 中的零件和文件会保留。')
    })

    it('says nothing kept when no order holds the record', async () => {
      serve({})
      await render()
      const dialog = await remove('暂无名称')
      expect(dialog.textContent).not.toContain('保留')
    })

    it('tells the host when the record on screen is deleted, and only then', async () => {
      serve({})
      await render()
      await remove('暂无名称')
      await confirm()
      expect(activeDeleted).toBe(0)
      await remove('Flange')
      await confirm()
      expect(activeDeleted).toBe(1)
      expect(host.textContent).not.toContain('Flange')
    })
  })
})
