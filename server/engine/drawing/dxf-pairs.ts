import { DrawingParseError } from './pdf-text.ts'

/** One DXF group: a numeric code and its value line. */
export interface DxfPair {
  code: number
  value: string
}

/** An entity as its type and raw groups (the readers pick the codes they need). */
export interface DxfEntity {
  type: string
  pairs: DxfPair[]
}

/** First value of a group code, as text or number. */
export const str = (e: DxfEntity, code: number): string | undefined => e.pairs.find((p) => p.code === code)?.value
export const num = (e: DxfEntity, code: number, fallback = 0): number => {
  const v = Number(str(e, code))
  return Number.isFinite(v) ? v : fallback
}

/**
 * Decodes an ASCII DXF. R2007+ files are UTF-8; older ones use $DWGCODEPAGE (ANSI_936 = GBK is
 * the usual Chinese one), so UTF-8 is tried strictly first and the code page is the fallback.
 */
export function decodeDxf(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 64))
  if (head.startsWith('AutoCAD Binary DXF'))
    throw new DrawingParseError('Binary DXF is not supported: save the drawing as ASCII DXF')
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    const latin = new TextDecoder('latin1').decode(bytes)
    const page = /\$DWGCODEPAGE\s*\r?\n\s*3\s*\r?\n\s*(\S+)/.exec(latin)?.[1]?.toUpperCase()
    return page === 'ANSI_936' ? new TextDecoder('gbk').decode(bytes) : new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Splits into group pairs; a malformed code line means the file is not a DXF we can read. */
export function readPairs(text: string): DxfPair[] {
  const lines = text.split(/\r?\n/)
  const pairs: DxfPair[] = []
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number.parseInt(lines[i]!.trim(), 10)
    if (!Number.isFinite(code)) throw new DrawingParseError(`Malformed DXF group code at line ${i + 1}`)
    pairs.push({ code, value: lines[i + 1]!.replace(/^\s+/, '') })
  }
  return pairs
}

/** Sections by name, each as a list of entities (split at group code 0). */
export function sections(pairs: DxfPair[]): Map<string, DxfEntity[]> {
  const out = new Map<string, DxfEntity[]>()
  let current: DxfEntity[] | undefined
  let entity: DxfEntity | undefined
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i]!
    if (p.code !== 0) {
      entity?.pairs.push(p)
      continue
    }
    const type = p.value.trim()
    if (type === 'SECTION') {
      // Groups before the first entity (the HEADER's $variables) go to a '$SECTION' pseudo-entity.
      entity = { type: '$SECTION', pairs: [] }
      current = [entity]
      out.set(pairs[i + 1]?.value.trim() ?? '', current)
      i++
    } else if (type === 'ENDSEC' || type === 'EOF') {
      current = undefined
      entity = undefined
    } else if (current) {
      entity = { type, pairs: [] }
      current.push(entity)
    }
  }
  return out
}
