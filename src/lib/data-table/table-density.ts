import { atom, type WritableAtom } from 'nanostores'
import { persist } from '../stores/persistent.ts'

/** How tall a table's rows are: the default, medium or small (compact) padding. */
export const DENSITIES = ['default', 'medium', 'small'] as const
export type Density = (typeof DENSITIES)[number]

const stores = new Map<string, WritableAtom<Density>>()
const decode = (stored: unknown): Density => (DENSITIES.includes(stored as Density) ? (stored as Density) : 'default')

/** The storage name of a table's density (the storage module adds the prefix). */
const densityName = (tableId: string) => `table-density/${tableId}`

/** A table's remembered row density, persisted on first use and kept for the page's life. */
export function densityStore(tableId: string): WritableAtom<Density> {
  let store = stores.get(tableId)
  if (!store) {
    store = atom<Density>('default')
    persist(store, densityName(tableId), decode)
    stores.set(tableId, store)
  }
  return store
}
