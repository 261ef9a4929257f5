import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIBRARY_INPUTS, PROCESS_LIBRARIES } from '../../contract/process-library.ts'
import { SHEET_COLUMNS } from '../../server/services/process-library/columns.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart } from './helpers/multipart.ts'
import { createRow, libraryUrl } from './helpers/process-library.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  customer = await ctx.login('customer')
}, 60_000)
afterAll(() => ctx.close())

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  return book
}
const bookBytes = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer())

const upload = (url: string, data: Buffer, token = auditor, lang = 'zh-CN') => {
  const form = multipart([{ name: 'file', filename: 'lib.xlsx', contentType: 'application/octet-stream', data }])
  return ctx.request({
    method: 'POST',
    url,
    headers: { ...ctx.auth(token), ...form.headers, 'accept-language': lang },
    payload: form.body,
  })
}
const exportOf = async (query: string) => {
  const res = await json(ctx, auditor, 'GET', libraryUrl('equipment', `/export${query}`))
  expect(res.statusCode, res.body).toBe(200)
  return readBook(res.rawPayload)
}
const listAll = async () =>
  (await json(ctx, auditor, 'GET', libraryUrl('equipment', '?pageSize=100'))).json().data.rows as Record<
    string,
    unknown
  >[]

describe('export', () => {
  it('has a column for every field of the contract’s inputs, and the enabled state', () => {
    for (const library of PROCESS_LIBRARIES) {
      const fields = SHEET_COLUMNS[library].map((c) => c.field)
      expect(fields).toEqual([...Object.keys(LIBRARY_INPUTS[library].shape), 'enabled'])
    }
  })

  it('writes every matching row under zh headers, numbers as numbers', async () => {
    await createRow(ctx, auditor, 'equipment', 'EXP-1')
    const sheet = (await exportOf('?keyword=EXP-')).worksheets[0]!
    expect(sheet.getRow(1).values).toContain('X 行程 (mm)')
    expect(sheet.rowCount).toBe(2)
    const row = sheet.getRow(2).values as unknown[]
    expect(row).toContain('EXP-1')
    expect(row).toContain(800)
    expect(row).toContain('是')
    expect((await json(ctx, customer, 'GET', libraryUrl('equipment', '/export'))).statusCode).toBe(403)
  })
})

describe('import', () => {
  it('round-trips the export: matched codes update, new codes are added', async () => {
    const book = await exportOf('')
    const sheet = book.worksheets[0]!
    const before = await listAll()
    const header = sheet.getRow(1).values as unknown[]
    const nameCol = header.indexOf('名称')
    const rateCol = header.indexOf('机时费 (元/小时)')
    sheet.getRow(2).getCell(nameCol).value = '改过的名字'
    const added = sheet.addRow([])
    ;(sheet.getRow(3).values as unknown[]).forEach((v, i) => (added.getCell(i).value = v as ExcelJS.CellValue))
    added.getCell(header.indexOf('编码')).value = 'IMP-NEW'
    added.getCell(rateCol).value = '95.5'
    const res = await upload(libraryUrl('equipment', '/import'), await bookBytes(book))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ added: 1, updated: before.length })
    const after = await listAll()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((r) => r.code === before[0]!.code)!.name).toBe('改过的名字')
    expect(after.find((r) => r.code === 'IMP-NEW')).toMatchObject({ hourlyRate: 95.5, enabled: true })
  })

  it('with one bad row changes nothing and names the row and column', async () => {
    const book = await exportOf('')
    const sheet = book.worksheets[0]!
    const header = sheet.getRow(1).values as unknown[]
    sheet.getRow(2).getCell(header.indexOf('名称')).value = '不应保存'
    sheet.getRow(4).getCell(header.indexOf('X 行程 (mm)')).value = 20_000
    const before = await listAll()
    const res = await upload(libraryUrl('equipment', '/import'), await bookBytes(book))
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/^第 4 行：.*X 行程 \(mm\)/)
    expect(await listAll()).toEqual(before)
  })

  it('refuses a code repeated in the file, in any case', async () => {
    const book = await exportOf('?keyword=EXP-1')
    const sheet = book.worksheets[0]!
    sheet.addRow((sheet.getRow(2).values as unknown[]).slice(1).map((v) => (v === 'EXP-1' ? 'exp-1' : v)))
    const res = await upload(libraryUrl('equipment', '/import'), await bookBytes(book), auditor, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Row 3: code exp-1 repeats row 2')
  })

  it('answers 400 for a corrupt or non-XLSX file and for a sheet without rows', async () => {
    const good = await bookBytes(await exportOf(''))
    for (const bytes of [Buffer.from('code,name\nA,B\n'), good.subarray(0, good.length / 2)]) {
      const res = await upload(libraryUrl('equipment', '/import'), bytes)
      expect(res.statusCode).toBe(400)
      expect(res.json().msg).toBe('导入文件不是有效的 XLSX 工作簿')
    }
    const empty = new ExcelJS.Workbook()
    empty.addWorksheet('x').addRow(['编码', '名称'])
    expect((await upload(libraryUrl('equipment', '/import'), await bookBytes(empty))).statusCode).toBe(400)
  })

  it('is refused to a customer', async () => {
    const res = await upload(libraryUrl('tools', '/import'), Buffer.from('x'), customer)
    expect(res.statusCode).toBe(403)
  })
})
