import { map, type MapStore } from 'nanostores'
import { measureStep, type MeasureMode, type MeasureNotice, type MeasurePick, type Measurement } from './measurement.ts'

/** One viewer's measuring: the chosen mode, the clicks kept for it, the results and the last refusal. */
export interface MeasureState {
  mode: MeasureMode
  pending: readonly MeasurePick[]
  /** Kept until cleared, numbered from 1 in the order taken. */
  results: readonly Measurement[]
  notice: MeasureNotice | null
}

export type MeasureStore = MapStore<MeasureState>

export function measureStore(): MeasureStore {
  return map<MeasureState>({ mode: 'point', pending: [], results: [], notice: null })
}

/** Another mode drops the clicks kept for the previous one. */
export function chooseMode(store: MeasureStore, mode: MeasureMode) {
  store.set({ ...store.get(), mode, pending: [], notice: null })
}

/** A click on the model: a result, a click kept for the next, or a refusal that keeps what was kept. */
export function addPick(store: MeasureStore, pick: MeasurePick) {
  const state = store.get()
  const step = measureStep(state.mode, state.pending, pick)
  if (step.kind === 'refuse') return store.setKey('notice', step.notice)
  if (step.kind === 'wait') return store.set({ ...state, pending: step.pending, notice: null })
  store.set({ ...state, pending: [], notice: null, results: [...state.results, step.measurement] })
}

/** Escape: drops the clicks kept and the refusal; answers whether there was anything to drop. */
export function cancelPending(store: MeasureStore): boolean {
  const { pending, notice } = store.get()
  if (!pending.length && !notice) return false
  store.set({ ...store.get(), pending: [], notice: null })
  return true
}

/** Removes every measurement (a new model also starts without any). */
export function clearMeasurements(store: MeasureStore) {
  store.set({ ...store.get(), pending: [], results: [], notice: null })
}
