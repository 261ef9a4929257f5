import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAppError } from '../../server/lib/errors.ts'
import { readSheetOffThread } from '../../server/services/process-library/sheet-off-thread.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart } from './helpers/multipart.ts'
import { libraryUrl } from './helpers/process-library.ts'
import { sheetBomb, workbookParts, zip } from './helpers/xlsx-zip.ts'

let ctx: TestContext
let auditor: string
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  customer = await ctx.login('customer')
}, 60_000)
afterAll(() => ctx.close())

const importUrl = libraryUrl('equipment', '/import')
const upload = (data: Buffer, lang = 'zh-CN') => {
  const form = multipart([{ name: 'file', filename: 'lib.xlsx', contentType: 'application/octet-stream', data }])
  return ctx.request({
    method: 'POST',
    url: importUrl,
    headers: { ...ctx.auth(auditor), ...form.headers, 'accept-language': lang },
    payload: form.body,
  })
}

/** A sheet of `rows` data rows under a header, `columns` wide, as a spreadsheet program writes it. */
async function sheetOf(rows: number, columns: number) {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('设备库')
  sheet.addRow(Array.from({ length: columns }, (_, c) => (c === 0 ? '编码' : `列 ${c + 1}`)))
  for (let r = 1; r <= rows; r++) sheet.addRow(Array.from({ length: columns }, (_, c) => `R${r}-${c + 1}`))
  return Buffer.from(await book.xlsx.writeBuffer())
}

const UNPACKED = {
  zh: '导入文件解压后超过 20 MB，请拆分为多个文件后导入',
  en: 'The file unpacks to more than 20 MB; split it into several files',
}

describe('an import past its bounds', () => {
  it('refuses a zip bomb by its ZIP directory, in either language', async () => {
    const bomb = zip(sheetBomb(30))
    expect(bomb.length).toBeLessThan(200 * 1024)
    for (const [lang, msg] of [
      ['zh-CN', UNPACKED.zh],
      ['en', UNPACKED.en],
    ]) {
      const res = await upload(bomb, lang)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().msg).toBe(msg)
    }
  })

  it('refuses a zip bomb whose directory understates its size, once unpacking passes the budget', async () => {
    const parts = sheetBomb(30)
    const res = await upload(zip(parts.map((p) => (p.name.includes('worksheets') ? { ...p, claimedSize: 1000 } : p))))
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().msg).toBe(UNPACKED.zh)
  })

  it('refuses a sheet of more than 5,000 data rows or more than 50 columns, naming the limit', async () => {
    let res = await upload(await sheetOf(5_001, 2), 'en')
    expect(res.json().msg).toBe(
      'The sheet has more than 5000 data rows (besides the header); split it into several files',
    )
    res = await upload(await sheetOf(3, 51))
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('导入表格超过 50 列，请删除多余的列后导入')
  })

  it('refuses a file of more parts than a workbook has', async () => {
    const parts = [...workbookParts(''), ...Array.from({ length: 60 }, (_, i) => ({ name: `x/${i}.xml`, data: 'x' }))]
    const res = await upload(zip(parts))
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('导入文件包含超过 64 个部件，不是普通的 XLSX 工作簿')
  })
})

describe('reading off the API thread', () => {
  it('answers another user within a second while zip bombs and a large sheet are imported', async () => {
    const files = [
      zip(sheetBomb(30)),
      zip(sheetBomb(30).map((p) => ({ ...p, claimedSize: 100 }))),
      await sheetOf(5_000, 50),
    ]
    // The second user comes over a socket, as in production: each answer waits for the event loop.
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    let done = false
    const imports = Promise.all(files.map((f) => upload(f))).finally(() => (done = true))
    const latencies: number[] = []
    while (!done) {
      const start = performance.now()
      const res = await fetch(`${base}/api/account/get-current-user-info`, { headers: ctx.auth(customer) })
      await res.arrayBuffer()
      latencies.push(performance.now() - start)
      expect(res.status).toBe(200)
    }
    expect((await imports).map((r) => r.statusCode)).toEqual([400, 400, 400])
    expect(latencies.length).toBeGreaterThan(0)
    expect(Math.max(...latencies)).toBeLessThan(1000)
  }, 60_000)

  it('takes a sheet at the limits: 5,000 rows of 50 columns', async () => {
    const rows = await readSheetOffThread('equipment', await sheetOf(5_000, 50))
    expect(rows).toHaveLength(5_000)
    expect(rows.at(-1)).toEqual({ row: 5_001, values: { code: 'R5000-1' } })
  }, 60_000)

  it('ends a reading thread at its time limit or its heap limit, with a clear message', async () => {
    const file = await sheetOf(5_000, 13)
    const refusal = (limits: { timeoutMs: number; maxHeapMb: number }) =>
      readSheetOffThread('equipment', file, limits).then(
        () => undefined,
        (error: unknown) => (isAppError(error) ? [error.key, error.params] : error),
      )
    expect(await refusal({ timeoutMs: 1, maxHeapMb: 256 })).toEqual([
      'processLibrary.importTimeout',
      { seconds: 0.001 },
    ])
    expect(await refusal({ timeoutMs: 60_000, maxHeapMb: 32 })).toEqual(['processLibrary.importMemory', {}])
  }, 60_000)
})
