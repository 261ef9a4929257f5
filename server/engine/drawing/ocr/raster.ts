import sharp from 'sharp'

/** An RGBA image in memory, top-left origin, one byte per channel. */
export interface Raster {
  data: Uint8Array
  width: number
  height: number
}

/** A point in pixels. */
export type Point = [x: number, y: number]

const raw = (r: Raster) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })

async function toRaster(image: sharp.Sharp): Promise<Raster> {
  const { data, info } = await image.ensureAlpha(1).raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

/** A decoded scan and the size of the image as shown, in pixels, which its boxes are given in. */
export interface DecodedScan {
  raster: Raster
  /** Shown pixels per raster pixel: above 1 when a very large scan was reduced to read it. */
  scale: number
}

/**
 * Decodes a PNG/JPEG/TIFF to grey on white: drawings carry their meaning in the strokes, and a
 * transparent background would otherwise read as black. EXIF orientation is applied because the
 * browser shows photos upright, and the boxes must match what it shows. A scan longer than
 * `maxSide` (a phone photo, an A0 sheet) is reduced to it, bounding memory and time.
 */
export async function decodeRaster(bytes: Uint8Array, maxSide: number): Promise<DecodedScan> {
  const image = sharp(bytes)
  const meta = await image.metadata()
  const turned = (meta.orientation ?? 1) >= 5
  const shownWidth = (turned ? meta.height : meta.width) ?? 1
  const { data, info } = await image
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const rgba = new Uint8Array(data.length * 4).fill(255)
  for (let i = 0; i < data.length; i++) rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = data[i]!
  return { raster: { data: rgba, width: info.width, height: info.height }, scale: shownWidth / info.width }
}

/** The image turned clockwise by `quarterTurns` × 90°. */
export function rotateRaster(r: Raster, quarterTurns: number): Promise<Raster> {
  return toRaster(raw(r).rotate(90 * (((quarterTurns % 4) + 4) % 4)))
}

/** The image stretched to exactly width × height. */
export function resizeRaster(r: Raster, width: number, height: number): Promise<Raster> {
  return toRaster(raw(r).resize(width, height, { fit: 'fill' }))
}

/**
 * Where a point of a width × height image lands once the image is turned clockwise by
 * `quarterTurns` × 90°.
 */
export function turnPoint([x, y]: Point, quarterTurns: number, width: number, height: number): Point {
  switch (((quarterTurns % 4) + 4) % 4) {
    case 1:
      return [height - y, x]
    case 2:
      return [width - x, height - y]
    case 3:
      return [y, width - x]
    default:
      return [x, y]
  }
}

/**
 * The network input: planes in B, G, R order scaled to 0…1, the layout the PaddleOCR models were
 * exported with; written into `out` when given (3 × width × height long).
 */
export function toPlanes(r: Raster, out = new Float32Array(3 * r.width * r.height)): Float32Array {
  const n = r.width * r.height
  for (let i = 0; i < n; i++) {
    out[i] = r.data[4 * i + 2]! / 255
    out[n + i] = r.data[4 * i + 1]! / 255
    out[2 * n + i] = r.data[4 * i]! / 255
  }
  return out
}
