import type { Part, PartFile } from '../../contract/quote.ts'
import type { Db } from '../db/client.ts'
import type { quoteParts } from '../db/schema.ts'
import { threadsAsCalled, type DrawingReport, type GeometryReport } from '../engine/index.ts'
import { notFound } from '../lib/errors.ts'
import type { Locale } from '../lib/i18n.ts'
import type { AuthUser } from '../lib/request-context.ts'
import { findFile, findPart, partFiles } from './part-access.ts'
import { latestQuote, quoteOut } from './part-quotes.ts'
import { shownWarning } from './quote-text.ts'
import { partErrorText } from './quote-tasks.ts'
import { partFileUrl, partMeshUrl } from './part-file-urls.ts'
import type { QuoteAudience } from './quote-visibility.ts'

type PartEntity = typeof quoteParts.$inferSelect

/** A part's file as the client sees it, with the address it is downloaded from. */
export const fileOut = (f: Awaited<ReturnType<typeof partFiles>>[number]): PartFile => ({
  fileId: f.id,
  name: f.originalName,
  kind: f.kind,
  format: f.format,
  size: f.size,
  primary: f.primary,
  url: partFileUrl(f.id),
  ...partMeshUrl(f),
})

/** The contract's geometry object: lengths mm, volume mm³, area mm². */
function geometryOut(g: GeometryReport | null, d: DrawingReport | null, locale: Locale) {
  if (!g) return null
  return {
    units: g.units,
    sourceUnits: g.sourceUnits,
    bbox: g.bbox.size,
    volume: g.volume,
    area: g.area,
    closed: g.closed,
    partClass: g.partClass,
    holes: g.holes,
    bosses: g.bosses,
    // Faces index the part's own model, so whoever may read the part may see them. Threads are
    // those the drawing calls, when there is one.
    features: threadsAsCalled(g.features ?? [], d?.summary),
    blank: g.blank,
    removalVolume: g.removalVolume,
    machinedArea: g.machinedArea,
    warnings: g.warnings.map((w) => shownWarning(locale, w)),
  }
}

function drawingOut(d: DrawingReport | null, fileId: number | undefined) {
  if (!d) return null
  return {
    fileId: fileId ?? null,
    format: d.format,
    hasText: d.hasTextLayer,
    needsOcr: d.needsOcr,
    pages: d.pages,
    space: d.space,
    findings: d.findings,
    summary: { ...d.summary },
  }
}

const withoutRoute = ({ route: _route, ...rest }: Record<string, unknown>) => rest

/** Everything the quote screen shows for one part. */
export async function partDetail(db: Db, part: PartEntity, locale: Locale, audience: QuoteAudience): Promise<Part> {
  const files = await partFiles(db, part.id)
  const quote = part.status === 'done' ? await latestQuote(db, part.id) : undefined
  const drawingFile = files.find((f) => f.primary && f.kind === '2d')
  const drawing = part.drawing as unknown as DrawingReport | null
  return {
    partId: part.id,
    taskId: part.taskId,
    chatRecordId: part.chatRecordId,
    name: part.name,
    status: part.status,
    error: partErrorText(locale, part.error),
    files: files.map(fileOut),
    geometry: geometryOut(part.geometry as unknown as GeometryReport | null, drawing, locale),
    drawing: drawingOut(drawing, drawingFile?.id),
    // An edited route prices the part but is the shop's working paper, not an attribute to show.
    attributes: withoutRoute(part.attributes),
    quote: quote ? await quoteOut(db, quote, locale, audience) : null,
    createTime: part.createdAt.toISOString(),
  }
}

export async function readPart(
  db: Db,
  user: AuthUser,
  partId: number,
  locale: Locale,
  audience: QuoteAudience,
): Promise<Part> {
  return partDetail(db, await findPart(db, user, partId, 'read'), locale, audience)
}

/** Findings with page and box for highlighting, by part or by the part's analysed drawing file. */
export async function drawingPositions(
  db: Db,
  user: AuthUser,
  by: { partId?: number | undefined; fileId?: number | undefined },
) {
  let partId = by.partId
  if (by.fileId !== undefined) {
    const file = await findFile(db, user, by.fileId)
    if (partId !== undefined && file.partId !== partId) throw notFound('drawing.notFound')
    partId = file.partId
    if (!file.primary || file.kind !== '2d') throw notFound('drawing.notFound')
  }
  const part = await findPart(db, user, partId!, 'read')
  const file = (await partFiles(db, part.id)).find((f) => f.primary && f.kind === '2d')
  const d = part.drawing as unknown as DrawingReport | null
  if (!file || !d) throw notFound('drawing.notFound')
  return {
    partId: part.id,
    fileId: file.id,
    fileName: file.originalName,
    format: d.format,
    space: d.space,
    pages: d.pages,
    hasText: d.hasTextLayer,
    needsOcr: d.needsOcr,
    findings: d.findings,
  }
}
