/**
 * The one table of file formats: what the upload accepts, what the viewers open and what the
 * server's content sniffing reports. Zod-free and tiny, so the first load and the server share it.
 */
export const FILE_FORMATS = {
  step: { kind: '3d', extensions: ['step', 'stp'], mime: 'model/step' },
  iges: { kind: '3d', extensions: ['iges', 'igs'], mime: 'model/iges' },
  stl: { kind: '3d', extensions: ['stl'], mime: 'model/stl' },
  obj: { kind: '3d', extensions: ['obj'], mime: 'model/obj' },
  gltf: { kind: '3d', extensions: ['gltf'], mime: 'model/gltf+json' },
  glb: { kind: '3d', extensions: ['glb'], mime: 'model/gltf-binary' },
  pdf: { kind: '2d', extensions: ['pdf'], mime: 'application/pdf' },
  dxf: { kind: '2d', extensions: ['dxf'], mime: 'image/vnd.dxf' },
  png: { kind: '2d', extensions: ['png'], mime: 'image/png' },
  jpg: { kind: '2d', extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
} as const

export type FileFormat = keyof typeof FILE_FORMATS
/** 3D models are analysed for geometry; 2D drawings for notes and tolerances. */
export type FileKind = '3d' | '2d'
type OfKind<K extends FileKind> = {
  [F in FileFormat]: (typeof FILE_FORMATS)[F]['kind'] extends K ? F : never
}[FileFormat]
export type ModelFormat = OfKind<'3d'>
export type DrawingFormat = OfKind<'2d'>

const ALL = Object.keys(FILE_FORMATS) as FileFormat[]
export const MODEL_FORMATS = ALL.filter((f): f is ModelFormat => FILE_FORMATS[f].kind === '3d')
export const DRAWING_FORMATS = ALL.filter((f): f is DrawingFormat => FILE_FORMATS[f].kind === '2d')

/** File-name extensions (lower case, no dot) and the format each one promises. */
export const EXTENSION_FORMAT: Readonly<Record<string, FileFormat>> = Object.fromEntries(
  ALL.flatMap((f) => FILE_FORMATS[f].extensions.map((ext) => [ext, f])),
)

/** Every accepted extension with its dot, for a file picker's `accept`. */
export const ACCEPT = Object.keys(EXTENSION_FORMAT)
  .map((ext) => `.${ext}`)
  .join(',')

/**
 * The lower-case extension of a file name, without the dot ('' when none). A name that is only an
 * extension (`.step`) still names its format: the content decides in the end anyway.
 */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
  const dot = base.lastIndexOf('.')
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase()
}

/** The extension of a URL: its query and hash are not part of the file name. */
const extensionOfUrl = (url: string): string => extensionOf(url.split(/[?#]/)[0] ?? '')

/** A format name or an extension (`stp` → `step`, `jpeg` → `jpg`); `null` when unknown. */
export function normaliseFormat(name: string): FileFormat | null {
  const key = name.trim().toLowerCase()
  return Object.hasOwn(FILE_FORMATS, key) ? (key as FileFormat) : (EXTENSION_FORMAT[key] ?? null)
}

/** The format a file name promises by its extension; `null` when none is accepted. */
export const formatOfName = (name: string): FileFormat | null => EXTENSION_FORMAT[extensionOf(name)] ?? null

/** A file's kind by its extension; `null` when the upload would refuse it. */
export const kindOfName = (name: string): FileKind | null => {
  const format = formatOfName(name)
  return format ? FILE_FORMATS[format].kind : null
}

/** The format of a 3D model: the explicit `format` wins, else the URL's extension. */
export function modelFormatOf(src: string, format?: string): ModelFormat | null {
  const f = normaliseFormat(format || extensionOfUrl(src))
  return f && FILE_FORMATS[f].kind === '3d' ? (f as ModelFormat) : null
}

/** The format of a 2D drawing: the explicit `format` wins, else the URL's extension. */
export function drawingFormatOf(src: string, format?: string): DrawingFormat | null {
  const f = normaliseFormat(format || extensionOfUrl(src))
  return f && FILE_FORMATS[f].kind === '2d' ? (f as DrawingFormat) : null
}
