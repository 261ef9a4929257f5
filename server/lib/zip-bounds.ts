import { inflateRawSync } from 'node:zlib'

// A bounded reader of ZIP archives (XLSX files are ZIPs). A few hundred KB of deflate can unpack to
// gigabytes, so nothing is inflated before the central directory — a few dozen bytes an entry — has
// been read and its declared sizes checked; and since those sizes are only what the file claims,
// inflating then stops as soon as the real output passes the same budget.

export interface ZipLimits {
  maxEntries: number
  /** Bytes of all entries together, unpacked. */
  maxUnpackedBytes: number
}

/** Why an archive was refused: too many entries, too large unpacked, or not a ZIP this reader takes. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'entries' | 'unpacked' | 'corrupt') {
    super(`zip refused: ${reason}`)
    this.name = 'ZipRefusal'
  }
}

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  unpackedSize: number
  /** Where the entry's local header starts. */
  offset: number
}

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const EOCD_SIZE = 22
const corrupt = () => new ZipRefusal('corrupt')

/** The end-of-central-directory record's offset: searched in the last 22 bytes plus the longest comment. */
function findEnd(zip: Buffer): number {
  const last = zip.length - EOCD_SIZE
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) if (zip.readUInt32LE(at) === EOCD) return at
  throw corrupt()
}

/**
 * The entries the central directory lists, refused when there are more than the limit or their
 * declared sizes add up past it. ZIP64 (only for archives of 4 GB or 65,535 entries), encryption
 * and methods other than store and deflate are refused as not an XLSX.
 */
export function zipDirectory(zip: Buffer, limits: ZipLimits): ZipEntry[] {
  if (zip.length < EOCD_SIZE) throw corrupt()
  const end = findEnd(zip)
  const count = zip.readUInt16LE(end + 10)
  const size = zip.readUInt32LE(end + 12)
  const start = zip.readUInt32LE(end + 16)
  if (count === 0xffff || start === 0xffffffff || start + size > end) throw corrupt()
  if (count > limits.maxEntries) throw new ZipRefusal('entries')
  const entries: ZipEntry[] = []
  let total = 0
  for (let at = start, i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw corrupt()
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const unpackedSize = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    if (flags & 1 || (method !== 0 && method !== 8) || compressedSize === 0xffffffff) throw corrupt()
    total += unpackedSize
    if (total > limits.maxUnpackedBytes) throw new ZipRefusal('unpacked')
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    entries.push({ name, method, compressedSize, unpackedSize, offset: zip.readUInt32LE(at + 42) })
    at += 46 + skip
  }
  return entries
}

/** One entry's stored bytes, found through its local header. */
function packed(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw corrupt()
  const data = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
  if (data + entry.compressedSize > zip.length) throw corrupt()
  return zip.subarray(data, data + entry.compressedSize)
}

/**
 * Every entry unpacked, by name, within the limits: the directory is checked first, then each
 * entry is inflated with what is left of the byte budget as its ceiling, so an archive whose
 * directory understates its sizes is stopped after at most the budget's bytes.
 */
export function unzipBounded(zip: Buffer, limits: ZipLimits): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  let left = limits.maxUnpackedBytes
  for (const entry of zipDirectory(zip, limits)) {
    const bytes = packed(zip, entry)
    let out: Buffer
    try {
      out = entry.method === 0 ? bytes : inflateRawSync(bytes, { maxOutputLength: left + 1 })
    } catch (error) {
      throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? new ZipRefusal('unpacked') : corrupt()
    }
    left -= out.length
    if (left < 0) throw new ZipRefusal('unpacked')
    files.set(entry.name, out)
  }
  return files
}
