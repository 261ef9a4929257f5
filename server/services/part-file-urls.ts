import { and, eq, inArray } from 'drizzle-orm'
import { PARTCOSTS_API } from '../../contract/api-paths.ts'
import { fillPath } from '../../contract/fill-path.ts'
import type { ModelFormat } from '../../contract/file-format.ts'
import { MESHED_FORMATS } from '../../contract/mesh-file.ts'
import type { Db } from '../db/client.ts'
import { quotePartFiles } from '../db/schema.ts'

// Where a quote part's stored file and the viewer's mesh of it are read from: the part's answer
// names them, and so do the polling answer and a record's part list, so the mesh can start
// downloading with the part's answer instead of after it.

/** The address a stored upload is downloaded from. */
export const partFileUrl = (fileId: number) => fillPath(PARTCOSTS_API.file, { fileId })

/** `{ meshUrl }` for a model whose analysis writes a mesh, else nothing. */
export const partMeshUrl = (f: { id: number; format: string | null }): { meshUrl?: string } =>
  MESHED_FORMATS.includes(f.format as ModelFormat)
    ? { meshUrl: fillPath(PARTCOSTS_API.fileMesh, { fileId: f.id }) }
    : {}

/** The mesh URLs of the primary models of `donePartIds` (parts whose analysis wrote them), by part. */
export async function doneMeshUrls(db: Db, donePartIds: number[]): Promise<Map<number, string>> {
  if (donePartIds.length === 0) return new Map()
  const models = await db
    .select({ partId: quotePartFiles.partId, id: quotePartFiles.id, format: quotePartFiles.format })
    .from(quotePartFiles)
    .where(
      and(inArray(quotePartFiles.partId, donePartIds), eq(quotePartFiles.kind, '3d'), eq(quotePartFiles.primary, true)),
    )
  return new Map(models.flatMap((m) => Object.values(partMeshUrl(m)).map((url) => [m.partId, url] as const)))
}

/** `{ meshUrl }` of part `partId` from doneMeshUrls' answer, else nothing. */
export const meshUrlOf = (urls: Map<number, string>, partId: number): { meshUrl?: string } =>
  urls.has(partId) ? { meshUrl: urls.get(partId)! } : {}
