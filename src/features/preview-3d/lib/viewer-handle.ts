/**
 * The bridge from `<model-preview>`'s public methods to its viewer, which lives in a lazy chunk.
 * This module imports no three.js, so the element class can use it from the first load.
 */

/** Bounding-box size of the shown model, in its units. */
export interface ModelDimensions {
  x: number
  y: number
  z: number
  units: string
}

/** What a mounted viewer offers its element. */
export interface ViewerHandle {
  fitView(): void
  getDimensions(): ModelDimensions | null
  toBlob(type?: string, quality?: number): Promise<Blob>
  /** A client position where the feature is in sight, or null. */
  getFeaturePoint(id: string): { x: number; y: number } | null
  /** Where a model point (model coordinates) is in sight, in client coordinates, or null; for tests, not public API. */
  clientPointOf(point: [number, number, number]): { x: number; y: number } | null
  /** Resource counts and timings for tests and the benchmark; not public API. */
  debugInfo(): Record<string, number>
}

const handles = new WeakMap<Element, ViewerHandle>()

export function setViewerHandle(host: Element, handle: ViewerHandle | null) {
  if (handle) handles.set(host, handle)
  else handles.delete(host)
}

export function getViewerHandle(host: Element): ViewerHandle | undefined {
  return handles.get(host)
}
