import { atom, type WritableAtom } from 'nanostores'
import { isRecord, persist } from '../stores/persistent.ts'
import { SPECIAL_COLUMNS, type Column, type ColumnSettings } from './types.ts'

type Keyed = Pick<Column<never>, 'key' | 'fixed'>

const DEFAULTS: ColumnSettings = { order: [], hidden: [] }
const stores = new Map<string, WritableAtom<ColumnSettings>>()

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

function decode(stored: unknown): ColumnSettings {
  return isRecord(stored) ? { order: strings(stored.order), hidden: strings(stored.hidden) } : { ...DEFAULTS }
}

/** The storage name of a table's settings (the storage module adds the prefix). */
const columnSettingsName = (tableId: string) => `table/${tableId}`

/** A table's remembered column settings, persisted on first use and kept for the page's life. */
export function columnSettingsStore(tableId: string): WritableAtom<ColumnSettings> {
  let store = stores.get(tableId)
  if (!store) {
    store = atom<ColumnSettings>({ ...DEFAULTS })
    persist(store, columnSettingsName(tableId), decode)
    stores.set(tableId, store)
  }
  return store
}

/** Whether the settings offer a column: neither fixed nor one the table draws itself. */
const isConfigurable = (column: Keyed) => !column.fixed && !SPECIAL_COLUMNS.includes(column.key)

/** The columns the settings offer. */
export function configurableColumns<C extends Keyed>(columns: readonly C[]): C[] {
  return columns.filter(isConfigurable)
}

/**
 * The configurable columns in the user's order: remembered keys first, then columns the user
 * never placed (new in the code) in their given order.
 */
export function orderedColumns<C extends Keyed>(columns: readonly C[], settings: ColumnSettings): C[] {
  const free = configurableColumns(columns)
  const rank = (key: string) => {
    const at = settings.order.indexOf(key)
    return at === -1 ? settings.order.length + free.findIndex((c) => c.key === key) : at
  }
  return [...free].sort((a, b) => rank(a.key) - rank(b.key))
}

/**
 * The columns to draw: fixed ones where the code put them, the configurable ones in the user's
 * order in the slots between, minus those the user hid.
 */
export function visibleColumns<C extends Keyed>(columns: readonly C[], settings: ColumnSettings): C[] {
  const placed = orderedColumns(columns, settings)
  let next = 0
  return columns
    .map((c) => (isConfigurable(c) ? placed[next++]! : c))
    .filter((c) => !isConfigurable(c) || !settings.hidden.includes(c.key))
}

/** Shows or hides a column; the last visible configurable column cannot be hidden. */
export function setColumnShown(
  store: WritableAtom<ColumnSettings>,
  columns: readonly Keyed[],
  key: string,
  shown: boolean,
): void {
  const { order, hidden } = store.get()
  const rest = hidden.filter((k) => k !== key)
  if (!shown && configurableColumns(columns).every((c) => c.key === key || rest.includes(c.key))) return
  store.set({ order, hidden: shown ? rest : [...rest, key] })
}

/** Moves a column one place up (-1) or down (+1) among the configurable columns. */
export function moveColumn(
  store: WritableAtom<ColumnSettings>,
  columns: readonly Keyed[],
  key: string,
  delta: -1 | 1,
): void {
  const keys = orderedColumns(columns, store.get()).map((c) => c.key)
  const from = keys.indexOf(key)
  const to = from + delta
  if (from === -1 || to < 0 || to >= keys.length) return
  ;[keys[from], keys[to]] = [keys[to]!, keys[from]!]
  store.set({ ...store.get(), order: keys })
}

/** Back to the code's columns and order. */
export function resetColumns(store: WritableAtom<ColumnSettings>): void {
  store.set({ ...DEFAULTS })
}
