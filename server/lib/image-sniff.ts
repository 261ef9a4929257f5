export interface SniffedImage {
  ext: 'png' | 'jpg' | 'gif' | 'webp'
  mimeType: string
}

/**
 * Identifies an image by its first bytes, ignoring the file name and the declared type, which the
 * client controls. SVG is deliberately not accepted: it can carry script.
 */
export function sniffImage(head: Buffer): SniffedImage | undefined {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mimeType: 'image/png' }
  if (starts([0xff, 0xd8, 0xff])) return { ext: 'jpg', mimeType: 'image/jpeg' }
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return { ext: 'gif', mimeType: 'image/gif' }
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', mimeType: 'image/webp' }
  }
  return undefined
}

export const IMAGE_MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}
