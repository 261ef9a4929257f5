import { CARD_SIGN_OFFS, type CardSignOff } from '../../../contract/process-card.ts'
import { formatCalendarDay } from '../../../contract/format/calendar-day.ts'
import { fieldGrid, title } from '../../lib/pdf/blocks.ts'
import { createPdf, numberPages, pdfBytes } from '../../lib/pdf/document.ts'
import { drawTable } from '../../lib/pdf/table.ts'
import { translate, type Locale } from '../../lib/i18n.ts'
import type { MessageKey } from '../../lib/messages.ts'

// The 工艺过程卡 (machining process card) as a PDF, in the Chinese layout: the part's header, one
// row per operation with its setup (准终) and per-piece (单件) minutes, the 编制 / 审核 / 批准
// sign-offs and the change record. It takes plain values, so any card model can be printed.

export interface ProcessCardPdfHeader {
  /** 零件图号 */
  drawingNumber: string
  /** 零件名称 */
  partName: string
  /** 材料牌号 */
  material: string
  /** 毛坯种类 (bar, plate, forging …), in the reader's words */
  blankKind: string
  /** 毛坯外形尺寸, e.g. "Ø40 × 120" */
  blankSize: string
  /** 车间 */
  workshop: string
}

export interface ProcessCardPdfOperation {
  /** 工序号 */
  seq: string
  /** 工序名称 */
  name: string
  /** 工序内容 */
  content: string
  /** 设备 */
  equipment: string
  /** 工艺装备 (fixtures, tools, gauges) */
  tooling: string
  /** 准终: setup minutes per batch; null when not set */
  setupMinutes: number | null
  /** 单件: minutes per piece; null when not set */
  unitMinutes: number | null
}

/** A signature: who, and on which day (YYYY-MM-DD). */
export interface ProcessCardSignature {
  name: string
  date: string
}

/** One row of the change record: the version or mark, what changed, who changed it and when. */
export interface ProcessCardChange {
  mark: string
  description: string
  by: string
  date: string
}

export interface ProcessCardPdfInput {
  header: ProcessCardPdfHeader
  operations: readonly ProcessCardPdfOperation[]
  /** 编制 / 审核 / 批准; null while not signed (the card prints an empty box to sign on paper). */
  signOffs: Record<CardSignOff, ProcessCardSignature | null>
  changes: readonly ProcessCardChange[]
}

export const CARD_HEADER: [keyof ProcessCardPdfHeader, MessageKey][] = [
  ['drawingNumber', 'processCardPdf.drawingNumber'],
  ['partName', 'processCardPdf.partName'],
  ['material', 'processCardPdf.material'],
  ['blankKind', 'processCardPdf.blankKind'],
  ['blankSize', 'processCardPdf.blankSize'],
  ['workshop', 'processCardPdf.workshop'],
]

export const CARD_OPERATION_COLUMNS: [MessageKey, number, 'left' | 'center' | 'right'][] = [
  ['processCardPdf.col.seq', 0.6, 'center'],
  ['processCardPdf.col.name', 1.2, 'left'],
  ['processCardPdf.col.content', 4, 'left'],
  ['processCardPdf.col.equipment', 1.4, 'left'],
  ['processCardPdf.col.tooling', 2, 'left'],
  ['processCardPdf.col.setup', 1, 'right'],
  ['processCardPdf.col.unit', 1.1, 'right'],
]

/** A signature's or change's day (YYYY-MM-DD) as the card prints it. */
export const cardDay = (date: string, locale: Locale) =>
  formatCalendarDay(date, locale, { year: true, weekday: false }) || date

/** The card in `locale`, on A4 landscape pages, each numbered. */
export function renderProcessCardPdf(
  input: ProcessCardPdfInput,
  locale: Locale,
  created = new Date(),
): Promise<Buffer> {
  const t = (key: MessageKey) => translate(locale, key)
  const minutes = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const shown = (value: number | null) => (value === null ? '' : minutes.format(value))
  const day = (date: string) => cardDay(date, locale)
  const doc = createPdf({
    title: `${t('processCardPdf.title')} ${input.header.drawingNumber}`.trim(),
    author: input.signOffs.author?.name ?? '',
    lang: locale,
    created,
    layout: 'landscape',
  })
  title(doc, t('processCardPdf.title'), 16)
  fieldGrid(
    doc,
    CARD_HEADER.map(([field, key]) => ({ label: t(key), value: input.header[field] })),
    3,
  )
  doc.moveDown(0.4)
  drawTable(
    doc,
    CARD_OPERATION_COLUMNS.map(([key, weight, align]) => ({ header: t(key), weight, align })),
    input.operations.map((o) => [
      o.seq,
      o.name,
      o.content,
      o.equipment,
      o.tooling,
      shown(o.setupMinutes),
      shown(o.unitMinutes),
    ]),
  )
  doc.moveDown(0.6)
  const signed = CARD_SIGN_OFFS.map((role) => input.signOffs[role])
  drawTable(
    doc,
    [
      { header: '', weight: 1 },
      ...CARD_SIGN_OFFS.map((role) => ({
        header: t(`processCardPdf.signOff.${role}`),
        weight: 2,
        align: 'center' as const,
      })),
    ],
    [
      [t('processCardPdf.signOff.name'), ...signed.map((s) => s?.name ?? '')],
      [t('processCardPdf.signOff.date'), ...signed.map((s) => (s ? day(s.date) : ''))],
    ],
    { padding: 6 },
  )
  doc.moveDown(0.6)
  drawTable(
    doc,
    [
      { header: t('processCardPdf.change.mark'), weight: 1, align: 'center' },
      { header: t('processCardPdf.change.description'), weight: 5 },
      { header: t('processCardPdf.change.by'), weight: 1.5 },
      { header: t('processCardPdf.change.date'), weight: 1.5, align: 'center' },
    ],
    input.changes.length > 0
      ? input.changes.map((c) => [c.mark, c.description, c.by, day(c.date)])
      : [['', t('processCardPdf.change.none'), '', '']],
  )
  numberPages(doc, (page, pages) => translate(locale, 'pdf.page', { page, pages }))
  return pdfBytes(doc)
}
