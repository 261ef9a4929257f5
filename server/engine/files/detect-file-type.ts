import { isBinaryStl } from '../geometry/formats/stl.ts'
import { EXTENSION_FORMAT, FORMAT_KIND, FORMAT_MIME, extensionOf, type DetectedFile, type FileFormat } from './types.ts'

const latin1 = new TextDecoder('latin1')

/**
 * Identifies an upload by its bytes, never by its name (the client controls the name), and checks
 * that the format's end marker is present so a cut-off upload fails here with a clear reason
 * instead of deep inside a parser.
 */
export function detectFileType(bytes: Uint8Array, name: string): DetectedFile {
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: 'The file is empty' }
  const head = latin1.decode(bytes.subarray(0, 4096))
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 4096)))
  const found = sniff(bytes, head, tail, extensionOf(name))
  if (!found)
    return { ok: false, reason: 'unknown', message: 'The file type is not supported or the content is not recognised' }
  if (!found.complete) {
    return {
      ok: false,
      reason: 'truncated',
      format: found.format,
      message: `The ${found.format.toUpperCase()} file is truncated`,
    }
  }
  const promised = EXTENSION_FORMAT[extensionOf(name)]
  return {
    ok: true,
    format: found.format,
    kind: FORMAT_KIND[found.format],
    mimeType: FORMAT_MIME[found.format],
    extensionMatches: promised === found.format,
  }
}

interface Sniffed {
  format: FileFormat
  complete: boolean
}

function sniff(bytes: Uint8Array, head: string, tail: string, ext: string): Sniffed | undefined {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { format: 'png', complete: tail.includes('IEND') }
  if (starts([0xff, 0xd8, 0xff])) return { format: 'jpg', complete: tail.slice(-64).includes('\xff\xd9') }
  if (head.startsWith('glTF')) {
    const declared = bytes.length >= 12 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true) : Infinity
    return { format: 'glb', complete: declared <= bytes.length }
  }
  // PDF allows junk before the header (spec: within the first 1024 bytes).
  const pdfAt = head.indexOf('%PDF-')
  if (pdfAt >= 0 && pdfAt < 1024) return { format: 'pdf', complete: tail.includes('%%EOF') }
  const text = head.replace(/^\uFEFF|^\xef\xbb\xbf/, '').trimStart()
  if (text.startsWith('ISO-10303-21')) return { format: 'step', complete: /END-ISO-10303-21/.test(tail) }
  if (isIges(head)) return { format: 'iges', complete: /^.{72}T/m.test(tail.trimEnd().split(/\r?\n/).pop() ?? '') }
  if (isBinaryStl(bytes)) return { format: 'stl', complete: true }
  if (/^solid\b/i.test(text) && /facet\s+normal/i.test(head)) return { format: 'stl', complete: /endsolid/i.test(tail) }
  if (isDxf(text)) return { format: 'dxf', complete: /(^|\n)\s*0\s*\r?\n\s*EOF\s*$/.test(tail) }
  if (text.startsWith('{') && /"asset"\s*:/.test(head)) return { format: 'gltf', complete: parsesAsJson(bytes) }
  if (isObj(head)) return { format: 'obj', complete: true }
  // A binary STL shorter than its triangle count promises (a cut-off upload). Only trusted when the
  // name says STL: any text file would otherwise pass the printable-header test.
  if (ext === 'stl' && isCutBinaryStl(bytes)) return { format: 'stl', complete: false }
  return undefined
}

// IGES fixed format: 80-column records with a section letter in column 73, starting with S
// (or G when the start section is empty).
function isIges(head: string): boolean {
  const lines = head.split(/\r?\n/).slice(0, 3)
  return (
    lines.length > 1 && lines.every((l, i) => i === lines.length - 1 || (l.length >= 73 && /[SG]/.test(l[72] ?? '')))
  )
}

// Group-code pairs: an optional 999 comment, then "0 / SECTION".
function isDxf(text: string): boolean {
  const lines = text.split(/\r?\n/).map((l) => l.trim())
  let i = 0
  while (lines[i] === '999') i += 2
  return lines[i] === '0' && lines[i + 1] === 'SECTION'
}

function isObj(head: string): boolean {
  if (head.includes('\0')) return false
  const lines = head
    .split(/\r?\n/)
    .slice(0, -1)
    .map((l) => l.trim())
    .filter((l) => l !== '')
  if (lines.length === 0) return false
  const known = lines.filter((l) => /^(#|v |vn |vt |vp |f |o |g |s |l |mtllib |usemtl )/.test(l))
  return lines.some((l) => l.startsWith('v ')) && known.length / lines.length > 0.9
}

function parsesAsJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder().decode(bytes))
    return true
  } catch {
    return false
  }
}

// An 80-byte header followed by a triangle count that promises more bytes than arrived.
function isCutBinaryStl(bytes: Uint8Array): boolean {
  if (bytes.length < 84) return false
  const count = new DataView(bytes.buffer, bytes.byteOffset).getUint32(80, true)
  return count > 0 && 84 + 50 * count > bytes.length
}
