import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../contract/upload-limits.ts'
import { kindOfName, type FileKind } from '../../../contract/file-format.ts'

/** Why a file cannot be sent (an i18n key under aiQuote.upload). */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty' | 'tooMany' | 'duplicate'

/**
 * Checks one file before it is queued: type by extension, not empty, at most 100 MB, not the same
 * name twice, and no more than 20 in one upload (`queued` counts those already waiting).
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, queuedNames: readonly string[]): FileProblem | null {
  if (!kindOfName(file.name)) return 'wrongType'
  if (file.size === 0) return 'empty'
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge'
  if (queuedNames.some((n) => n.toLowerCase() === file.name.toLowerCase())) return 'duplicate'
  if (queuedNames.length >= UPLOAD_MAX_FILES) return 'tooMany'
  return null
}

/** Which kinds a set of files lacks for a full analysis: a 3D model and a 2D drawing. */
export function missingKinds(names: readonly string[]): FileKind[] {
  const kinds = new Set(names.map(kindOfName))
  return (['3d', '2d'] as const).filter((k) => !kinds.has(k))
}

/** How a "missing" message names the kinds `missingKinds` found: 3D, 2D or 3D2D. */
export const missingSuffix = (kinds: readonly FileKind[]) =>
  kinds.map((k) => k.toUpperCase()).join('') as '3D' | '2D' | '3D2D'

/** A size in KB or MB with one decimal. */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(bytes / 1024, 0.1).toFixed(1)} KB`
}
