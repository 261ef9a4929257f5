import { and, asc, eq } from 'drizzle-orm'
import type { ModelFormat } from '../../../contract/file-format.ts'
import { fillPath } from '../../../contract/fill-path.ts'
import { MESHED_FORMATS } from '../../../contract/mesh-file.ts'
import { PROCESS_PLAN_API, type PlanContext, type ProcessDetail } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessFiles as files, quoteParts } from '../../db/schema.ts'
import type { GeometryReport } from '../../engine/geometry/types.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { foundOr404 } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import { checkRoute, currentLibraries } from './planner.ts'
import { libraryNames } from './names.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { cardRecord } from './sign-offs.ts'
import { listMessages, listRoutes, type RouteRow } from './store.ts'
import { messageOut, routeOut, wordKey } from './wording.ts'

const processFileUrl = (recordId: number, fileId: number) => fillPath(PROCESS_PLAN_API.file, { id: recordId, fileId })
/** The viewer's mesh of a model the analysis meshes (contract/mesh-file.ts). */
const processMeshUrl = (recordId: number, fileId: number, format: string) =>
  MESHED_FORMATS.includes(format as ModelFormat)
    ? { meshUrl: fillPath(PROCESS_PLAN_API.fileMesh, { id: recordId, fileId }) }
    : {}

/**
 * One version as the contract's processRoute, in the caller's language, checked against the
 * libraries as they are now (a machine disabled since shows at once).
 */
export async function wordedRoute(db: Db, locale: Locale, row: RouteRow) {
  const [libraries, names] = await Promise.all([currentLibraries(db), libraryNames(db)])
  const operations = row.operations as unknown as PlannedOperation[]
  const { issues } = checkRoute(operations, row.context as unknown as PlanContext, libraries)
  return routeOut(locale, row, { issues, libraries, names })
}

/**
 * Everything the conversation screen restores: status, files, the latest route, versions, messages.
 * A card signer reads another user's record too, to review it; only its owner changes it.
 */
export async function processDetail(db: Db, user: AuthUser, id: number, locale: Locale): Promise<ProcessDetail> {
  const record = await cardRecord(db, user, id)
  const [fileRows, routes, messages, parts] = await Promise.all([
    db.select().from(files).where(eq(files.recordId, id)).orderBy(asc(files.id)),
    listRoutes(db, id),
    listMessages(db, id),
    record.quotePartId === null
      ? []
      : db
          .select({ partId: quoteParts.id, name: quoteParts.name, chatRecordId: quoteParts.chatRecordId })
          .from(quoteParts)
          .where(eq(quoteParts.id, record.quotePartId)),
  ])
  const latest = routes.at(-1)
  return {
    id: record.id,
    name: record.name,
    owned: record.userId === user.id,
    status: record.status,
    error: record.error ? wordKey(locale, record.error.key, record.error.params) : null,
    step: record.status === 'running' ? record.step : null,
    dispatchId: record.dispatchId,
    // Records made before planning existed have untyped files: nothing to preview or plan from.
    files: fileRows.flatMap((f) =>
      f.kind && f.format
        ? [
            {
              fileId: f.id,
              name: f.originalName,
              kind: f.kind,
              format: f.format,
              size: f.size,
              url: processFileUrl(id, f.id),
              ...processMeshUrl(id, f.id, f.format),
            },
          ]
        : [],
    ),
    features: (record.geometry as unknown as GeometryReport | null)?.features ?? [],
    route: latest ? await wordedRoute(db, locale, latest) : null,
    versions: routes.map((r) => ({
      version: r.version,
      source: r.source as ProcessDetail['versions'][number]['source'],
      createdAt: r.createdAt.toISOString(),
      dispatchId: r.dispatchId,
    })),
    messages: messages.map((m) => messageOut(locale, m)),
    quotePart: parts[0] ?? null,
  }
}

/** A stored upload of a record the caller may read (someone else's answers 404, like the record). */
export async function processFile(db: Db, user: AuthUser, recordId: number, fileId: number) {
  await cardRecord(db, user, recordId)
  return foundOr404(
    db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.recordId, recordId))),
    'file.notFound',
  )
}
