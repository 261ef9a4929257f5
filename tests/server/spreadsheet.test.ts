import { describe, expect, it } from 'vitest'
import {
  addHeader,
  addRow,
  addTable,
  cellValue,
  MONEY_FORMAT,
  readTable,
  readWorkbook,
  setWidths,
  workbook,
  xlsxBytes,
} from '../../server/lib/spreadsheet.ts'

/** Writes one table sheet and reads its bytes back. */
async function roundTrip(build: (book: ReturnType<typeof workbook>) => void) {
  const book = workbook({ title: 'T v1', created: new Date('2026-01-02T03:04:05Z') })
  build(book)
  const read = await readWorkbook(await xlsxBytes(book))
  expect(read).toBeDefined()
  return read!
}

describe('spreadsheet helper', () => {
  it('writes a table sheet that reads back by its headers, numbers as numbers and money formatted', async () => {
    const book = await roundTrip((b) =>
      addTable(b.addWorksheet('Rows'), {
        header: ['Key', 'Name', 'Price'],
        rows: [
          ['A1', 'Alpha', 1234.5],
          [null, null, null],
          ['B2', null, 7],
        ],
        money: [3],
      }),
    )
    expect(book.title).toBe('T v1')
    const sheet = book.getWorksheet('Rows')!
    expect(sheet.getRow(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.getRow(2).getCell(3).numFmt).toBe(MONEY_FORMAT)
    const columns: Record<string, string> = { Key: 'key', Price: 'price' }
    const rows = readTable(sheet, (header) => columns[header])
    // The blank row is left out; the unknown "Name" column is not read.
    expect(rows).toEqual([
      {
        row: 2,
        cells: [
          ['key', 'A1'],
          ['price', 1234.5],
        ],
      },
      {
        row: 4,
        cells: [
          ['key', 'B2'],
          ['price', 7],
        ],
      },
    ])
  })

  it('writes title lines, money cells and widths', async () => {
    const book = await roundTrip((b) => {
      const sheet = b.addWorksheet('Quote')
      addHeader(sheet, ['Quote sheet'], 16)
      addRow(sheet, ['part', 2, 3.5, 4], [3, 4])
      setWidths(sheet, [20])
    })
    const sheet = book.getWorksheet('Quote')!
    expect(sheet.getRow(1).font).toMatchObject({ bold: true, size: 16 })
    expect(sheet.getRow(2).getCell(2).numFmt).toBeUndefined()
    expect(sheet.getRow(2).getCell(4).numFmt).toBe(MONEY_FORMAT)
    expect(sheet.getColumn(1).width).toBe(20)
    expect(sheet.getColumn(4).width).toBe(12)
  })

  it('reads what Excel stores: formula results, rich text, hyperlinks, dates; blank text is no value', () => {
    expect(cellValue({ formula: 'A1*2', result: 4 })).toBe(4)
    expect(cellValue({ richText: [{ text: 'Al' }, { text: '6061' }] })).toBe('Al6061')
    expect(cellValue({ text: 'site', hyperlink: 'https://example.com' })).toBe('site')
    expect(cellValue(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02T00:00:00.000Z')
    expect(cellValue('  ')).toBeUndefined()
    expect(cellValue(null)).toBeUndefined()
  })

  it('answers no workbook for bytes that are not one', async () => {
    expect(await readWorkbook(Buffer.from('not a zip'))).toBeUndefined()
  })
})
