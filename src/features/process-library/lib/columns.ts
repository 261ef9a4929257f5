import type { Craft, Equipment, LibraryRow, ProcessLibrary } from '../../../../contract/process-library.ts'
import type { Column } from '../../../lib/data-table/types.ts'
import type { Locale, t as translate } from '../../../lib/i18n/index.ts'
import { seededWord } from '../../../lib/i18n/seeded-name.ts'
import { fieldColumn, type CellWords } from '../../../lib/schema-form/cells.ts'
import { LIBRARY_FIELDS } from './fields.ts'

type Row = LibraryRow<ProcessLibrary>
type T = typeof translate

/** The row's name in the user's language: the English one when there is one and English is chosen. */
export const rowName = (row: Row, locale: Locale) =>
  (locale === 'en' && row.nameEn) || ('nameZh' in row ? row.nameZh : row.name)

const num = (value: number | null, locale: Locale) => (value === null ? '—' : value.toLocaleString(locale))

/** Columns shown as their field is, by name, and the few drawn otherwise. */
const LAYOUT: Record<ProcessLibrary, readonly string[]> = {
  crafts: ['stage', 'seq', 'timeBasis', 'timeFactor', 'itGrade', 'ra', 'equipmentTypes'],
  equipment: ['type', 'travel', 'axes', 'maxRpm', 'hourlyRate', 'workshop'],
  tools: ['type', 'diameter', 'size', 'toolMaterial', 'coating', 'suitableMaterials'],
}

function special(name: string, t: T, locale: Locale): Column<Row> | undefined {
  const title = `processLibrary.field.${name}`
  if (name === 'itGrade')
    return { key: name, title, align: 'end', render: (r) => ((r as Craft).itGrade ? `IT${(r as Craft).itGrade}` : '—') }
  if (name === 'travel') {
    // A station without axes (a bench, a furnace, gauges) has no travel: a dash, not 0 × 0 × 0.
    const travel = (r: Equipment) => {
      const axes = [r.travelX, r.travelY, r.travelZ]
      return axes.every((v) => !v) ? '—' : axes.map((v) => num(v, locale)).join(' × ')
    }
    return { key: name, title, align: 'end', render: (r) => travel(r as Equipment) }
  }
  // The workshops and tool materials the product seeds read in the reader's words; typed ones as typed.
  if (name === 'workshop' || name === 'toolMaterial') {
    const word = (r: Row) => String((r as Record<string, unknown>)[name] ?? '')
    return { key: name, title, render: (r) => seededWord(name, word(r)) || '—' }
  }
  return undefined
}

/** The columns particular to each library, between the code and name and the status. */
export function libraryColumns(library: ProcessLibrary, t: T, locale: Locale): Column<Row>[] {
  // No value is a dash; a tool for no particular material suits any.
  const words: CellWords = { empty: '—', none: library === 'tools' ? t('processLibrary.any') : '—' }
  return LAYOUT[library].map((name) => {
    const field = LIBRARY_FIELDS[library].find((f) => f.name === name)
    return special(name, t, locale) ?? fieldColumn<Row>(field!, t, locale, words)
  })
}
