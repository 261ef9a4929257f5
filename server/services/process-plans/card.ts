import { asc, eq } from 'drizzle-orm'
import type { PlanContext } from '../../../contract/process-plan.ts'
import type { Db } from '../../db/client.ts'
import { autoProcessFiles as files } from '../../db/schema.ts'
import { routeMinutes, seqOf, type PlannedOperation } from '../../engine/planning/index.ts'
import { enumLabel } from '../../lib/enum-labels.ts'
import { AppError } from '../../lib/errors.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import { addHeader, setWidths, workbook, xlsxBytes } from '../../lib/spreadsheet.ts'
import { libraryNames, nameIn } from './names.ts'
import { latestRoute, ownedProcessRecord, routeVersion } from './store.ts'
import { currentLibraries } from './planner.ts'

const COLUMNS = ['seq', 'name', 'stage', 'equipment', 'tools', 'setup', 'minutes', 'notes'] as const
const WIDTHS = [8, 22, 14, 22, 36, 8, 14, 30]

/**
 * The process card (工艺过程卡) of one version as XLSX, in the caller's language: a header with the
 * record, part, material, blank, quantity and dispatch number, then one row per operation and the
 * total minutes. Set up to print on one landscape page width.
 */
export async function buildProcessCard(
  db: Db,
  userId: number,
  id: number,
  version: number | undefined,
  locale: Locale,
): Promise<{ file: Buffer; fileName: string }> {
  const record = await ownedProcessRecord(db, userId, id)
  const row = version === undefined ? await latestRoute(db, id) : await routeVersion(db, id, version)
  if (!row) throw new AppError(409, 'process.notPlanned')
  const [names, libraries, parts] = await Promise.all([
    libraryNames(db),
    currentLibraries(db),
    db
      .select({ name: files.originalName, kind: files.kind })
      .from(files)
      .where(eq(files.recordId, id))
      .orderBy(asc(files.id)),
  ])
  const t = (key: string) => translate(locale, `process.card.${key}` as MessageKey)
  const context = row.context as unknown as PlanContext
  const operations = row.operations as unknown as PlannedOperation[]
  const part = (parts.find((p) => p.kind === '3d') ?? parts[0])?.name ?? ''

  const book = workbook({ title: `${t('title')} ${record.name} v${row.version}` })
  const sheet = book.addWorksheet(t('title'), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  })
  addHeader(sheet, [t('title')], 16)
  sheet.mergeCells(1, 1, 1, COLUMNS.length)
  sheet.addRow([t('record'), record.name, t('part'), part, t('version'), row.version])
  sheet.addRow([t('material'), context.materialName, t('blank'), context.blank, t('quantity'), context.quantity])
  sheet.addRow([t('dispatchId'), row.dispatchId ?? ''])
  sheet.addRow([])
  const header = addHeader(
    sheet,
    COLUMNS.map((c) => t(c)),
  )
  operations.forEach((op, i) => {
    sheet.addRow([
      seqOf(i),
      nameIn(locale, names.crafts, op.craftCode),
      enumLabel(locale, 'stage', op.stage),
      op.equipmentCode ? nameIn(locale, names.equipment, op.equipmentCode) : '',
      op.toolCodes.map((code) => nameIn(locale, names.tools, code)).join(locale === 'en' ? ', ' : '、'),
      op.setup,
      op.timeMin,
      op.note,
    ])
  })
  sheet.addRow([t('total'), '', '', '', '', '', routeMinutes(operations, libraries).totalMin, ''])
  setWidths(sheet, WIDTHS)
  sheet.getColumn(COLUMNS.indexOf('minutes') + 1).numFmt = '0.0'
  sheet.pageSetup.printTitlesRow = `${header.number}:${header.number}`
  const fileName = `${t('title')}-${record.name || record.id}-v${row.version}.xlsx`
  return { file: await xlsxBytes(book), fileName }
}
