import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { vi } from 'vitest'

/** A React root in a fresh host element on the page, for component tests. */
export function mountRoot() {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return {
    host,
    render: (node: ReactNode) => act(async () => root.render(node)),
    /** Unmounts and removes the host. */
    unmount: async () => {
      await act(async () => root.unmount())
      host.remove()
    },
  }
}

/** Clicks the way Shoelace components in happy-dom answer: a dispatched, composed click (not HTMLElement.click()). */
export const click = (el: Element | null) =>
  act(async () => void el?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })))

/** Presses a key on an element (keydown, bubbling and cancelable like a real one). */
export const press = (el: Element, key: string) =>
  act(async () => void el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })))

/** Answers every fetch with 404: Shoelace icons fetch their SVGs, and component tests have no server. */
export const stubIconFetch = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 404 })),
  )
