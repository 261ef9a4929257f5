import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { MESH_MEDIA_TYPE } from '../../contract/mesh-file.ts'
import { notFound } from './errors.ts'
import { meshPathOf, type FileStorage } from './storage.ts'

/**
 * Answers the viewer's mesh of a stored model with a strong ETag (a hash of its bytes), so a viewer
 * that kept the model asks with If-None-Match and gets a bodiless 304. Called after the caller's
 * access was checked, so a 304 never confirms a model to someone who may not read it. Like every
 * per-user answer it is marked not to be stored (lib/cache-control.ts): the viewer keeps the parsed
 * model itself and always asks again.
 */
export async function sendMesh(req: FastifyRequest, reply: FastifyReply, storage: FileStorage, storedPath: string) {
  const bytes = await readFile(storage.absolute(meshPathOf(storedPath))).catch((error: NodeJS.ErrnoException) => {
    // A model analysed before meshes were made, a mesh format, or an analysis still running.
    if (error.code === 'ENOENT') throw notFound('file.meshNotFound')
    throw error
  })
  const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`
  reply.header('ETag', etag)
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send()
  reply.header('Content-Type', MESH_MEDIA_TYPE)
  return reply.send(bytes)
}

/** If-None-Match is a list of tags, or `*`; a weak tag matches its strong twin (the weak comparison). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
