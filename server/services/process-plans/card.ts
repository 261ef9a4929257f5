import type { Db } from '../../db/client.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { addHeader, setWidths, workbook, xlsxBytes, type Cell, type Worksheet } from '../../lib/spreadsheet.ts'
import { CARD_SIGN_OFFS } from '../../../contract/process-card.ts'
import { loadCard } from './card-data.ts'
import { CARD_HEADER, CARD_OPERATION_COLUMNS, cardDay, type ProcessCardPdfInput } from './card-pdf.ts'

// The 工艺过程卡 as XLSX in the same Chinese layout as its PDF, from the same card model: the
// header block (图号, 名称, 材料, 毛坯, 车间), the operation table with 准终 and 单件 minutes, the
// 编制 / 审核 / 批准 block and the change record. Set up to print on one landscape page width.

const WIDTHS = [14, 16, 50, 22, 30, 12, 12]
const HEADER_PAIRS = 3

/** Writes the card's blocks one under the other; answers the operation header's row number. */
function writeCard(sheet: Worksheet, card: ProcessCardPdfInput, extra: Cell[], locale: Locale): number {
  const t = (key: MessageKey) => translate(locale, key)
  const title = addHeader(sheet, [t('processCardPdf.title')], 16)
  sheet.mergeCells(title.number, 1, title.number, CARD_OPERATION_COLUMNS.length)
  for (let i = 0; i < CARD_HEADER.length; i += HEADER_PAIRS)
    sheet.addRow(CARD_HEADER.slice(i, i + HEADER_PAIRS).flatMap(([field, key]) => [t(key), card.header[field]]))
  sheet.addRow(extra)
  sheet.addRow([])
  const header = addHeader(
    sheet,
    CARD_OPERATION_COLUMNS.map(([key]) => t(key)),
  )
  for (const o of card.operations)
    sheet.addRow([o.seq, o.name, o.content, o.equipment, o.tooling, o.setupMinutes, o.unitMinutes])
  const sum = (values: (number | null)[]) => Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100
  sheet.addRow([
    t('processCardPdf.total'),
    '',
    '',
    '',
    '',
    sum(card.operations.map((o) => o.setupMinutes)),
    sum(card.operations.map((o) => o.unitMinutes)),
  ])
  sheet.addRow([])
  addHeader(sheet, ['', ...CARD_SIGN_OFFS.map((role) => t(`processCardPdf.signOff.${role}`))])
  const signed = CARD_SIGN_OFFS.map((role) => card.signOffs[role])
  sheet.addRow([t('processCardPdf.signOff.name'), ...signed.map((s) => s?.name ?? '')])
  sheet.addRow([t('processCardPdf.signOff.date'), ...signed.map((s) => (s ? cardDay(s.date, locale) : ''))])
  sheet.addRow([])
  // The description spans the content column and its neighbour, as on the printed card.
  const wide = (row: { number: number }) => sheet.mergeCells(row.number, 2, row.number, 3)
  wide(
    addHeader(sheet, [
      t('processCardPdf.change.mark'),
      t('processCardPdf.change.description'),
      '',
      t('processCardPdf.change.by'),
      t('processCardPdf.change.date'),
    ]),
  )
  if (card.changes.length === 0) wide(sheet.addRow(['', t('processCardPdf.change.none')]))
  for (const c of card.changes) wide(sheet.addRow([c.mark, c.description, '', c.by, cardDay(c.date, locale)]))
  return header.number
}

/** The process card (工艺过程卡) of one version (default the latest) as XLSX, in the caller's language. */
export async function buildProcessCard(
  db: Db,
  user: AuthUser,
  id: number,
  version: number | undefined,
  locale: Locale,
): Promise<{ file: Buffer; fileName: string }> {
  const card = await loadCard(db, user, id, version, locale)
  const t = (key: MessageKey) => translate(locale, key)
  const book = workbook({ title: `${t('processCardPdf.title')} ${card.model.header.drawingNumber}`.trim() })
  const sheet = book.addWorksheet(t('processCardPdf.title'), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  })
  const extra = [t('processCardPdf.version'), card.version, t('processCardPdf.dispatchId'), card.dispatchId ?? '']
  const header = writeCard(sheet, card.model, extra, locale)
  setWidths(sheet, WIDTHS)
  for (const column of [6, 7]) sheet.getColumn(column).numFmt = '0.##'
  sheet.pageSetup.printTitlesRow = `${header}:${header}`
  const fileName = `${card.model.header.drawingNumber || card.recordName}-v${card.version}.xlsx`
  return { file: await xlsxBytes(book), fileName }
}
