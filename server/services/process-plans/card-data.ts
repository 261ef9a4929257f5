import { and, asc, eq, lte } from 'drizzle-orm'
import type { PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessFiles as files, processRoutes } from '../../db/schema.ts'
import type { PlannedOperation } from '../../engine/planning/index.ts'
import { AppError } from '../../lib/errors.ts'
import type { Locale } from '../../lib/i18n.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { versionForPricing } from '../quote-configs.ts'
import { renderProcessCardPdf, type ProcessCardPdfInput } from './card-pdf.ts'
import { processCardModel } from './card-model.ts'
import { libraryNames } from './names.ts'
import { currentLibraries } from './planner.ts'
import { authorOf, cardRecord, signaturesOf } from './sign-offs.ts'
import type { RouteRow, RouteSource } from './store.ts'

/** One version's card with what names its file: the record and the version. */
export interface LoadedCard {
  model: ProcessCardPdfInput
  recordName: string
  version: number
  dispatchId: string | null
}

/**
 * The 工艺过程卡 of a version (default the latest) of a record the caller may read the card of
 * (its owner or a signer), with the versions before it as its change record.
 */
export async function loadCard(
  db: Db,
  user: AuthUser,
  id: number,
  version: number | undefined,
  locale: Locale,
): Promise<LoadedCard> {
  const record = await cardRecord(db, user, id)
  const rows = await db
    .select()
    .from(processRoutes)
    .where(and(eq(processRoutes.recordId, id), version === undefined ? undefined : lte(processRoutes.version, version)))
    .orderBy(asc(processRoutes.version))
  const route = rows.at(-1)
  if (!route) throw new AppError(409, 'process.notPlanned')
  if (version !== undefined && route.version !== version)
    throw new AppError(404, 'process.versionNotFound', { version })
  const [names, libraries, config, parts, signed] = await Promise.all([
    libraryNames(db),
    currentLibraries(db),
    versionForPricing(db, null),
    db
      .select({ name: files.originalName, kind: files.kind })
      .from(files)
      .where(eq(files.recordId, id))
      .orderBy(asc(files.id)),
    signaturesOf(db, route.id),
  ])
  const authors = await Promise.all(rows.map((r: RouteRow) => authorOf(db, record, r)))
  const model = processCardModel(
    {
      recordName: record.name,
      files: parts,
      context: route.context as unknown as PlanContext,
      versions: rows.map((r, i) => ({
        version: r.version,
        source: r.source as RouteSource,
        operations: r.operations as unknown as PlannedOperation[],
        by: authors[i]!,
        at: r.createdAt,
      })),
      signatures: signed.map((s) => ({ role: s.role, name: s.userName, at: s.signedAt })),
      names,
      equipment: libraries.equipment,
      config: config.config,
    },
    locale,
  )
  return { model, recordName: record.name || String(record.id), version: route.version, dispatchId: route.dispatchId }
}

/** The card as PDF, with its file name. */
export async function buildProcessCardPdf(
  db: Db,
  user: AuthUser,
  id: number,
  version: number | undefined,
  locale: Locale,
) {
  const card = await loadCard(db, user, id, version, locale)
  const file = await renderProcessCardPdf(card.model, locale)
  return { file, fileName: `${card.model.header.drawingNumber || card.recordName}-v${card.version}.pdf` }
}
