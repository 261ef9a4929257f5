import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MessageList as QuoteMessages } from '../../../src/features/ai-quote/components/message-list.tsx'
import { $conversation } from '../../../src/features/ai-quote/stores/conversation.ts'
import { MessageList as ProcessMessages } from '../../../src/features/process-assistant/components/message-list.tsx'
import '../../../src/features/process-assistant/messages.ts'
import type { ChatMessage } from '../../../contract/conversation.ts'
import type { ProcessMessage } from '../../../contract/process-plan.ts'
import { mountRoot } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

// A chat's message box follows the newest message when a reply arrives, unless the user has
// scrolled up to read older ones. The box is laid out here by hand: happy-dom has no layout.

const BOX = 280
const ROW = 40

/** Gives the list a box of BOX px over ROW px per message, scrolled to `top` (clamped). */
function layOut(list: HTMLElement) {
  let top = 0
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => BOX })
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => list.children.length * ROW })
  Object.defineProperty(list, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (v: number) => void (top = Math.max(0, Math.min(v, list.children.length * ROW - BOX))),
  })
}
const bottom = (list: HTMLElement) => list.scrollHeight - list.clientHeight
const scrollBy = (list: HTMLElement, top: number) =>
  act(async () => {
    list.scrollTop = top
    list.dispatchEvent(new Event('scroll'))
  })

const processMessage = (id: number): ProcessMessage => ({
  id,
  role: id % 2 ? 'user' : 'assistant',
  text: `message ${id}`,
  version: null,
  createdAt: '2026-11-24T09:00:00.000Z',
})
const quoteMessage = (id: number): ChatMessage => ({
  id,
  role: id % 2 ? 'user' : 'assistant',
  kind: 'text',
  content: `message ${id}`,
  data: {},
  createTime: '2026-11-24T09:00:00.000Z',
})
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

describe.each([
  {
    name: 'the process assistant',
    testId: 'pa-messages',
    show: (n: number) => <ProcessMessages messages={range(n).map(processMessage)} />,
    update: undefined as undefined | ((n: number) => void),
  },
  {
    name: 'the AI quote',
    testId: 'ai-quote-messages',
    show: () => <QuoteMessages />,
    update: (n: number) =>
      $conversation.set({ recordId: 1, status: 'ready', messages: range(n).map(quoteMessage), sending: false }),
  },
])('$name chat', ({ testId, show, update }) => {
  const view = mountRoot()
  beforeEach(resetState)
  afterEach(() => view.render(null))

  async function render(n: number) {
    update?.(n)
    await view.render(show(n))
  }
  const list = () => view.host.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!

  it('scrolls to the reply when it arrives', async () => {
    await render(10)
    layOut(list())
    await scrollBy(list(), bottom(list()))
    await render(12)
    expect(list().scrollTop).toBe(bottom(list()))
    expect(list().scrollTop).toBeGreaterThan(0)
  })

  it('stays where the user scrolled up to read', async () => {
    await render(10)
    layOut(list())
    await scrollBy(list(), 40)
    await render(12)
    expect(list().scrollTop).toBe(40)
  })
})
