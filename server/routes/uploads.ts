import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../lib/deps.ts'
import { notFound } from '../lib/errors.ts'
import { IMAGE_MIME_BY_EXT } from '../lib/image-sniff.ts'
import { AVATAR_DIR } from '../services/avatar.ts'

/**
 * Serves avatars. They are public (an <img> cannot send the bearer header) but their names are
 * 128-bit random, so they cannot be enumerated.
 */
export async function uploadRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get('/api/uploads/avatars/:fileName', {
    schema: {
      tags: ['personal center'],
      summary: 'An avatar image by the URL that userInfo.avatarUrl gives',
      params: z.object({ fileName: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/) }),
      description: 'Answers the image bytes, or the error envelope with 404.',
    },
    handler: async (req, reply) => {
      const { fileName } = req.params
      const path = deps.storage.absolute(`${AVATAR_DIR}/${fileName}`)
      const info = await stat(path).catch(() => undefined)
      if (!info?.isFile()) throw notFound()
      const ext = fileName.slice(fileName.lastIndexOf('.') + 1)
      return (
        reply
          .type(IMAGE_MIME_BY_EXT[ext] ?? 'application/octet-stream')
          .header('Content-Length', info.size)
          // A replaced avatar gets a new name, so a stored file never changes.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(createReadStream(path))
      )
    },
  })
}
