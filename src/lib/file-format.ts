/** File formats the viewers and the upload accept, detected from a URL or file name. */
export const MODEL_FORMATS = ['step', 'iges', 'stl', 'obj', 'gltf', 'glb'] as const
export const DRAWING_FORMATS = ['pdf', 'dxf', 'png', 'jpg'] as const

export type ModelFormat = (typeof MODEL_FORMATS)[number]
export type DrawingFormat = (typeof DRAWING_FORMATS)[number]

const ALIASES: Record<string, ModelFormat | DrawingFormat> = {
  step: 'step',
  stp: 'step',
  iges: 'iges',
  igs: 'iges',
  stl: 'stl',
  obj: 'obj',
  gltf: 'gltf',
  glb: 'glb',
  pdf: 'pdf',
  dxf: 'dxf',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
}

/** The lower-case extension of a URL or file name, ignoring query and hash. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? ''
  const file = path.slice(path.lastIndexOf('/') + 1)
  const dot = file.lastIndexOf('.')
  return dot > 0 ? file.slice(dot + 1).toLowerCase() : ''
}

/** Normalises a format name or extension (`stp` → `step`, `jpeg` → `jpg`); `null` when unknown. */
export function normaliseFormat(name: string): ModelFormat | DrawingFormat | null {
  return ALIASES[name.trim().toLowerCase()] ?? null
}

/** The format of a 3D model: the explicit `format` wins, else the extension. */
export function modelFormatOf(src: string, format?: string): ModelFormat | null {
  const f = normaliseFormat(format || extensionOf(src))
  return f && (MODEL_FORMATS as readonly string[]).includes(f) ? (f as ModelFormat) : null
}

/** The format of a 2D drawing: the explicit `format` wins, else the extension. */
export function drawingFormatOf(src: string, format?: string): DrawingFormat | null {
  const f = normaliseFormat(format || extensionOf(src))
  return f && (DRAWING_FORMATS as readonly string[]).includes(f) ? (f as DrawingFormat) : null
}
