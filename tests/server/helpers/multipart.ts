import { randomBytes } from 'node:crypto'

export interface Part {
  name: string
  data: Buffer
  filename?: string
  contentType?: string
}

/** A multipart/form-data body for inject(), built by hand so tests control every byte. */
export function multipart(parts: Part[]) {
  const boundary = `----qe${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`]
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`)
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), part.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A valid 1×1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
