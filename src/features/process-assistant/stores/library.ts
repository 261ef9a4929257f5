import { atom, onMount, type WritableAtom } from 'nanostores'
import type { LibraryPickerOptions } from '../../../../contract/process-library.ts'
import type { PricingOptions } from '../../../../contract/part-attributes.ts'
import { getLibraryOptions } from '../api/get-library-options.ts'
import { getPartOptions } from '../api/get-part-options.ts'

/** Choices loaded once per page: loading, ready, or failed (with a retry). */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string }

// A store that loads when a screen first shows it, and a load() for the retry button.
function loaded<T>(get: () => Promise<T>): [WritableAtom<Loaded<T>>, () => Promise<void>] {
  const store = atom<Loaded<T>>({ status: 'loading' })
  const load = async (): Promise<void> => {
    store.set({ status: 'loading' })
    try {
      store.set({ status: 'ready', value: await get() })
    } catch (error) {
      store.set({ status: 'error', message: error instanceof Error ? error.message : '' })
    }
  }
  onMount(store, () => {
    if (store.get().status !== 'ready') void load()
  })
  return [store, load]
}

/** The enabled crafts, equipment and tools, for the card's pickers; loadLibrary() reloads. */
export const [$library, loadLibrary] = loaded<LibraryPickerOptions>(getLibraryOptions)
/** Materials and treatments, for the upload form; loadPartOptions() reloads. */
export const [$partOptions, loadPartOptions] = loaded<PricingOptions>(getPartOptions)
