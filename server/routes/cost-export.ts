import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { tableScreen } from '../services/admin/screens.ts'
import { notFound } from '../lib/errors.ts'
import type { Locale } from '../lib/i18n.ts'
import { listCostRows } from '../services/cost-table-rows.ts'
import { COST_TABLE_NAMES, type CostTableName } from '../../contract/cost-tables.ts'
import { idParam } from '../../contract/envelope.ts'
import { text } from '../../contract/text.ts'
import { COST_API } from '../../contract/api-paths.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MONEY = '#,##0.00'
// Labels live here rather than in the shared message catalog: they are only ever sheet headers.
type Label = [zh: string, en: string]

const LABELS: Record<string, Label> = {
  key: ['编码', 'Key'],
  name: ['名称', 'Name'],
  aliases: ['别名', 'Aliases'],
  class: ['材料类别', 'Class'],
  density: ['密度 (g/cm³)', 'Density (g/cm³)'],
  priceKg: ['单价 (每 kg)', 'Price per kg'],
  mrr: ['去除率 (cm³/min)', 'Removal rate (cm³/min)'],
  rate: ['机时费 (每小时)', 'Rate per hour'],
  setupMin: ['装夹时间 (分钟)', 'Setup (min)'],
  factor: ['机床系数', 'Machine factor'],
  group: ['分组', 'Group'],
  value: ['数值', 'Value'],
  unit: ['单位', 'Unit'],
  appliesTo: ['适用材料', 'Applies to'],
  basis: ['计价方式', 'Basis'],
  unitPrice: ['单价', 'Unit price'],
  minCharge: ['最低收费', 'Minimum charge'],
  leadDays: ['交期 (天)', 'Lead days'],
  coefficient: ['系数', 'Coefficient'],
}

/** Columns of each table's sheet, its title, and which columns hold money. */
const SHEETS: Record<CostTableName, { title: Label; columns: string[]; money?: string[] }> = {
  materials: {
    title: ['材料成本', 'Materials'],
    columns: ['key', 'name', 'aliases', 'class', 'density', 'priceKg', 'mrr'],
    money: ['priceKg'],
  },
  machines: { title: ['机床成本', 'Machines'], columns: ['key', 'rate', 'setupMin', 'factor'], money: ['rate'] },
  processes: { title: ['工艺成本', 'Processes'], columns: ['key', 'group', 'value', 'unit'] },
  'surface-treatments': {
    title: ['表面处理', 'Surface treatments'],
    money: ['unitPrice', 'minCharge'],
    columns: ['key', 'name', 'aliases', 'appliesTo', 'basis', 'unitPrice', 'minCharge', 'leadDays'],
  },
  'heat-treatments': {
    title: ['热处理', 'Heat treatments'],
    money: ['unitPrice', 'minCharge'],
    columns: ['key', 'name', 'aliases', 'appliesTo', 'basis', 'unitPrice', 'minCharge', 'leadDays'],
  },
  'pmi-tolerance': { title: ['精度系数', 'Tolerance coefficients'], columns: ['key', 'coefficient'] },
  'pmi-roughness': { title: ['粗糙度系数', 'Roughness coefficients'], columns: ['key', 'coefficient'] },
  'blank-rules': { title: ['毛坯规则', 'Blank rules'], columns: ['key', 'value'] },
  'other-costs': { title: ['其他费用', 'Other costs'], columns: ['key', 'value'] },
}

const pick = (label: Label, locale: Locale) => (locale === 'en' ? label[1] : label[0])

/** A cell value: numbers stay numbers (so the sheet can sum them), lists of text are joined, the rest is JSON. */
function cell(value: unknown): string | number | null {
  if (value === undefined || value === null) return null
  if (typeof value === 'number' || typeof value === 'string') return value
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ')
  return JSON.stringify(value)
}

/** Builds the workbook of one table's matching rows; exported for reuse by scripts. */
export async function buildCostSheet(
  table: CostTableName,
  rows: Record<string, unknown>[],
  locale: Locale,
  version: number,
): Promise<Buffer> {
  const spec = SHEETS[table]
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(pick(spec.title, locale))
  const header = sheet.addRow(spec.columns.map((c) => pick(LABELS[c] ?? [c, c], locale)))
  header.font = { bold: true }
  for (const row of rows) sheet.addRow(spec.columns.map((c) => cell(row[c])))
  spec.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1)
    column.width = Math.max(12, (LABELS[c]?.[1].length ?? 8) + 4)
    if (spec.money?.includes(c)) column.numFmt = MONEY
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  book.title = `${pick(spec.title, locale)} v${version}`
  return Buffer.from(await book.xlsx.writeBuffer())
}

/**
 * XLSX export of one cost table (every row matching the keyword, not just one page), in the
 * caller's language. Staff only, like the tables themselves.
 */
export async function costExportRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(COST_API.export, {
    onRequest: [auth(), actionGuardFor(db)(tableScreen, 'view')],
    schema: {
      tags: ['cost tables'],
      summary: 'XLSX of a cost table (all rows matching `search`), in the caller’s language',
      description: 'Answers the file (not the envelope); errors are envelopes. Unknown table → 404.',
      // A plain string, so an unknown table is a 404 (a missing resource) rather than a 400.
      params: z.object({ table: text() }),
      querystring: z.object({ search: text().trim().max(100).optional(), configId: idParam.optional() }),
      produces: [XLSX],
    },
    handler: async (req, reply) => {
      const table = req.params.table as CostTableName
      if (!COST_TABLE_NAMES.includes(table)) throw notFound('notFound')
      const { search, configId } = req.query
      const page = await listCostRows(db, table, {
        keyword: search,
        configId,
        pageIndex: 1,
        pageSize: Number.MAX_SAFE_INTEGER,
      })
      const file = await buildCostSheet(table, page.rows, req.locale, page.version)
      const name = `${pick(SHEETS[table].title, req.locale)}-${new Date().toISOString().slice(0, 10)}.xlsx`
      reply.header('Content-Type', XLSX)
      reply.header(
        'Content-Disposition',
        `attachment; filename="${table}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      return reply.send(file)
    },
  })
}
