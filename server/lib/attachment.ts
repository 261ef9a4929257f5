import type { FastifyReply } from 'fastify'

/**
 * Answers a file to save: its type, and its name twice, as an ASCII `fallback` for old clients
 * and as the UTF-8 `name` (a Chinese order number or title) for the rest.
 */
export function sendAttachment(reply: FastifyReply, type: string, file: Buffer, name: string, fallback: string) {
  reply.header('Content-Type', type)
  reply.header(
    'Content-Disposition',
    `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  )
  return reply.send(file)
}
