import { EXTENSION_FORMAT, FORMAT_KIND, extensionOf, type FileFormat } from './types.ts'

/** One part assembled from uploads that share a file stem. */
export interface PairedPart {
  /** Grouping key: NFKC, lower case, whitespace collapsed. */
  stem: string
  /** Display name: the stem as first written by the user. */
  name: string
  models: string[]
  drawings: string[]
  /** The model to analyse when several share the stem (exact B-rep beats meshes). */
  primaryModel?: string
  /** The drawing to extract from (vector formats first; images carry no text). */
  primaryDrawing?: string
}

const MODEL_PREFERENCE: FileFormat[] = ['step', 'iges', 'glb', 'gltf', 'obj', 'stl']
const DRAWING_PREFERENCE: FileFormat[] = ['pdf', 'dxf', 'png', 'jpg']

/** Splits a file name into its stem and format by extension ('part.v2.step' → 'part.v2'). */
function split(name: string): { stem: string; format?: FileFormat } {
  const base = name.split(/[\\/]/).pop() ?? name
  const ext = extensionOf(base)
  const format = EXTENSION_FORMAT[ext]
  return { stem: format ? base.slice(0, base.length - ext.length - 1) : base, format }
}

/**
 * Groups uploaded file names into parts by stem, so `bracket.step` and `bracket.pdf` price as one
 * part with both 3D and 2D. Names with unsupported extensions are returned in `unmatched`; the
 * caller has already sniffed content, so names are only used for pairing here. Order follows the
 * first appearance of each stem.
 */
export function pairFilesByStem(names: string[]): { parts: PairedPart[]; unmatched: string[] } {
  const parts = new Map<string, PairedPart>()
  const unmatched: string[] = []
  for (const name of names) {
    const { stem, format } = split(name)
    if (!format) {
      unmatched.push(name)
      continue
    }
    const key = stem.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
    let part = parts.get(key)
    if (!part) {
      part = { stem: key, name: stem.trim(), models: [], drawings: [] }
      parts.set(key, part)
    }
    ;(FORMAT_KIND[format] === '3d' ? part.models : part.drawings).push(name)
  }
  for (const part of parts.values()) {
    part.primaryModel = pick(part.models, MODEL_PREFERENCE)
    part.primaryDrawing = pick(part.drawings, DRAWING_PREFERENCE)
  }
  return { parts: [...parts.values()], unmatched }
}

function pick(names: string[], preference: FileFormat[]): string | undefined {
  const rank = (n: string) => preference.indexOf(split(n).format as FileFormat)
  return names.slice().sort((a, b) => rank(a) - rank(b))[0]
}
