import { atom, type ReadableAtom } from 'nanostores'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { isApiError } from '../../../lib/api/errors.ts'
import { createLatest } from '../../../lib/stores/latest.ts'

export type TreeState<T> =
  { status: 'loading' | 'forbidden' } | { status: 'loaded'; tree: T[] } | { status: 'error'; message: string }

/** A whole tree loaded at once (departments, menus): its state and the loader that fills it. */
export interface TreeStore<T> {
  $state: ReadableAtom<TreeState<T>>
  /** (Re)loads; the tree already shown stays while it reloads, and an older answer arriving late is dropped. */
  load: () => Promise<void>
}

export function createTreeStore<T>(fetchTree: () => Promise<T[]>): TreeStore<T> {
  const $state = atom<TreeState<T>>({ status: 'loading' })
  const latest = createLatest()
  async function load() {
    const ticket = latest.next()
    // Only the screen's first load may lead to an error page; a refresh keeps the tree on screen.
    const first = $state.get().status !== 'loaded'
    if (first) $state.set({ status: 'loading' })
    try {
      const tree = await fetchTree()
      if (ticket.current()) $state.set({ status: 'loaded', tree })
    } catch (error) {
      if (!ticket.current()) return
      if (first) reportScreenFailure(error)
      if (isApiError(error) && error.status === 403) $state.set({ status: 'forbidden' })
      else $state.set({ status: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { $state, load }
}
