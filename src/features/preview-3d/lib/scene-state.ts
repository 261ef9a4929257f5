import { map, type MapStore } from 'nanostores'
import type { Vector3 } from 'three'
import type { LoadedModel } from './load-model.ts'
import { sectionKey, type Section } from './section-plane.ts'

/** What one viewer's scene shows. The viewer writes it; the R3F scene components subscribe. */
export interface SceneState {
  model: LoadedModel | null
  /** Feature edges over the part. */
  edges: boolean
  /** The bounding box, drawn while the dimensions are shown. */
  box: boolean
  section: Section | null
  /** Measurement points, in world coordinates. */
  marks: readonly Vector3[]
  /** B-rep faces tinted as the selected feature, sorted. */
  highlight: readonly number[]
}

export type SceneStore = MapStore<SceneState>

export function sceneStore(): SceneStore {
  return map<SceneState>({ model: null, edges: false, box: false, section: null, marks: [], highlight: [] })
}

// Every change below costs a full frame (a second for a big part in software GL), so each action
// leaves the store alone when asked for what it already holds.

/** A new model starts without measurement marks; edges, box, section and tint carry over. */
export function showModel(store: SceneStore, model: LoadedModel | null) {
  store.set({ ...store.get(), model, marks: [] })
}

export function setOverlays(store: SceneStore, options: { edges: boolean; box: boolean; section: Section | null }) {
  const state = store.get()
  store.setKey('edges', options.edges)
  store.setKey('box', options.box)
  if (sectionKey(state.section) !== sectionKey(options.section)) store.setKey('section', options.section)
}

export function setMarks(store: SceneStore, points: readonly Vector3[]) {
  if (!points.length && !store.get().marks.length) return
  store.setKey('marks', [...points])
}

export function setHighlight(store: SceneStore, faces: readonly number[]) {
  const sorted = [...new Set(faces)].sort((a, b) => a - b)
  if (sorted.join(' ') === store.get().highlight.join(' ')) return
  store.setKey('highlight', sorted)
}
