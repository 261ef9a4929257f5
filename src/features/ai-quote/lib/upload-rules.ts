/** Largest file the server accepts (its QUOTE_UPLOAD_MAX_BYTES default): 100 MB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024
/** Most files in one upload (QUOTE_UPLOAD_MAX_FILES default). */
export const MAX_FILES = 20

/** Extensions the server accepts, by kind (it checks the content too). */
export const MODEL_EXTENSIONS = ['step', 'stp', 'iges', 'igs', 'stl', 'obj', 'glb'] as const
export const DRAWING_EXTENSIONS = ['pdf', 'dxf', 'png', 'jpg', 'jpeg'] as const

/** The `accept` attribute of the file picker. */
export const ACCEPT = [...MODEL_EXTENSIONS, ...DRAWING_EXTENSIONS].map((e) => `.${e}`).join(',')

/** A 3D model or a 2D drawing. */
export type FileKind = '3d' | '2d'

/** Why a file cannot be sent (an i18n key under aiQuote.upload). */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty' | 'tooMany' | 'duplicate'

/** The lower-case extension of a file name, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** The file's kind by its extension; null when the server would refuse it. */
export function kindOf(name: string): FileKind | null {
  const ext = extensionOf(name)
  if ((MODEL_EXTENSIONS as readonly string[]).includes(ext)) return '3d'
  if ((DRAWING_EXTENSIONS as readonly string[]).includes(ext)) return '2d'
  return null
}

/** The file name without its extension: the server pairs a model and a drawing by it. */
export function stemOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return (dot < 0 ? name : name.slice(0, dot)).toLowerCase()
}

/**
 * Checks one file before it is queued: type by extension, not empty, at most 100 MB, not the same
 * name twice, and no more than 20 in one upload (`queued` counts those already waiting).
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, queuedNames: readonly string[]): FileProblem | null {
  if (!kindOf(file.name)) return 'wrongType'
  if (file.size === 0) return 'empty'
  if (file.size > MAX_FILE_BYTES) return 'tooLarge'
  if (queuedNames.some((n) => n.toLowerCase() === file.name.toLowerCase())) return 'duplicate'
  if (queuedNames.length >= MAX_FILES) return 'tooMany'
  return null
}

/** Whether a set of files gives a full quote: every model with a drawing of the same stem. */
export function missingKinds(names: readonly string[]): FileKind[] {
  const kinds = new Set(names.map(kindOf))
  return (['3d', '2d'] as const).filter((k) => !kinds.has(k))
}

/** A size in KB or MB with one decimal. */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(bytes / 1024, 0.1).toFixed(1)} KB`
}
