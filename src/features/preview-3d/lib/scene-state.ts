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
  /** Measurement marks, in world coordinates. */
  marks: Marks
  /** B-rep faces tinted as the selected feature, sorted. */
  highlight: readonly number[]
}

export type SceneStore = MapStore<SceneState>

/** What the measurements draw: dots, and lines as pairs of ends. */
export interface Marks {
  points: readonly Vector3[]
  segments: readonly Vector3[]
}

const NO_MARKS: Marks = { points: [], segments: [] }

export function sceneStore(): SceneStore {
  return map<SceneState>({ model: null, edges: false, box: false, section: null, marks: NO_MARKS, highlight: [] })
}

// Every change below costs a full frame (a second for a big part in software GL), so each action
// leaves the store alone when asked for what it already holds.

/** A new model starts without measurement marks; edges, box, section and tint carry over. */
export function showModel(store: SceneStore, model: LoadedModel | null) {
  store.set({ ...store.get(), model, marks: NO_MARKS })
}

export function setOverlays(store: SceneStore, options: { edges: boolean; box: boolean; section: Section | null }) {
  const state = store.get()
  store.setKey('edges', options.edges)
  store.setKey('box', options.box)
  if (sectionKey(state.section) !== sectionKey(options.section)) store.setKey('section', options.section)
}

export function setMarks(store: SceneStore, marks: Marks) {
  const shown = store.get().marks
  if (!marks.points.length && !marks.segments.length && !shown.points.length && !shown.segments.length) return
  store.setKey('marks', marks)
}

export function setHighlight(store: SceneStore, faces: readonly number[]) {
  const sorted = [...new Set(faces)].sort((a, b) => a - b)
  if (sorted.join(' ') === store.get().highlight.join(' ')) return
  store.setKey('highlight', sorted)
}
