/** The viewing options of `<model-preview>`, parsed from its attributes. */
export interface ViewerOptions {
  /** Orbit, pan and zoom with mouse, touch and wheel, plus the toolbar. */
  cameraControls: boolean
  /** Turns the model slowly until the user takes over. */
  autoRotate: boolean
  /** Orthographic instead of perspective projection. */
  orthographic: boolean
  /** Feature edges overlay. */
  edges: boolean
  /** Bounding box with its size, plus volume and area for closed meshes. */
  showDimensions: boolean
  /** CSS colour of the background, or `transparent`. */
  background: string
}
