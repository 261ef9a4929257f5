// How far a worksheet's XML reaches, read from its row and cell tags without building anything:
// a workbook library parses every cell into objects, so a sheet is measured before it is parsed.

export interface SheetExtent {
  /** The last row's number (1-based). */
  rows: number
  /** The rightmost cell's column number (1-based). */
  columns: number
}

// A <row> or <c> start tag and its attributes (not <cols>, <cfRule>…: the name must end there).
const TAG = /<(row|c)(?=[\s/>])([^>]*)>/g
const ROW_REF = /\sr="(\d+)"/
const CELL_REF = /\sr="([A-Z]+)\d+"/

function columnNumber(letters: string): number {
  let n = 0
  for (const ch of letters) n = n * 26 + ch.charCodeAt(0) - 64
  return n
}

/**
 * The extent of a worksheet's cells. A row or cell without its `r` reference follows the one
 * before it, as spreadsheet readers place them.
 */
export function sheetExtent(xml: string): SheetExtent {
  let row = 0
  let column = 0
  let rows = 0
  let columns = 0
  for (const [, tag, attributes = ''] of xml.matchAll(TAG)) {
    if (tag === 'row') {
      const ref = ROW_REF.exec(attributes)
      row = ref ? Number(ref[1]) : row + 1
      column = 0
      rows = Math.max(rows, row)
    } else {
      const ref = CELL_REF.exec(attributes)
      column = ref ? columnNumber(ref[1]!) : column + 1
      columns = Math.max(columns, column)
    }
  }
  return { rows, columns }
}
