import type { Craft, Equipment, LibraryRow, ProcessLibrary, Tool } from '../../../../contract/process-library.ts'
import type { Column } from '../../../lib/data-table/types.ts'
import { textOf, type Locale, type t as translate } from '../../../lib/i18n/index.ts'
import type { EnumKind } from '../../../lib/i18n/enum-label.ts'

type Row = LibraryRow<ProcessLibrary>
type T = typeof translate

// A stored value the catalogue lacks is shown as its key (t keeps the re-render on a language switch).
const label = (_t: T, group: EnumKind, value: string) => textOf(`enums.${group}.${value}`)
const labels = (t: T, group: EnumKind, values: readonly string[], none: string) =>
  values.length ? values.map((v) => label(t, group, v)).join('、') : none
const num = (value: number | null, locale: Locale) => (value === null ? '—' : value.toLocaleString(locale))

/** The row's name in the user's language: the English one when there is one and English is chosen. */
export const rowName = (row: Row, locale: Locale) =>
  (locale === 'en' && row.nameEn) || ('nameZh' in row ? row.nameZh : row.name)

/** When the row last changed, in the user's language and time zone. */
export const updatedText = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))

type Cells<R> = Column<R>[]
const field = (name: string) => `processLibrary.field.${name}`

function craftColumns(t: T, locale: Locale): Cells<Craft> {
  return [
    { key: 'stage', title: field('stage'), render: (r) => label(t, 'stage', r.stage) },
    { key: 'seq', title: field('seq'), align: 'end' },
    { key: 'timeBasis', title: field('timeBasis'), render: (r) => label(t, 'timeBasis', r.timeBasis) },
    { key: 'timeFactor', title: field('timeFactor'), align: 'end', render: (r) => num(r.timeFactor, locale) },
    { key: 'itGrade', title: field('itGrade'), align: 'end', render: (r) => (r.itGrade ? `IT${r.itGrade}` : '—') },
    { key: 'ra', title: field('ra'), align: 'end', render: (r) => num(r.ra, locale) },
    {
      key: 'equipmentTypes',
      title: field('equipmentTypes'),
      render: (r) => labels(t, 'equipmentType', r.equipmentTypes, '—'),
    },
  ]
}

function equipmentColumns(t: T, locale: Locale): Cells<Equipment> {
  return [
    { key: 'type', title: field('type'), render: (r) => label(t, 'equipmentType', r.type) },
    {
      key: 'travel',
      title: field('travel'),
      align: 'end',
      render: (r) => [r.travelX, r.travelY, r.travelZ].map((v) => num(v, locale)).join(' × '),
    },
    { key: 'axes', title: field('axes'), align: 'end' },
    { key: 'maxRpm', title: field('maxRpm'), align: 'end', render: (r) => num(r.maxRpm, locale) },
    { key: 'hourlyRate', title: field('hourlyRate'), align: 'end', render: (r) => num(r.hourlyRate, locale) },
    { key: 'workshop', title: field('workshop') },
  ]
}

function toolColumns(t: T, locale: Locale): Cells<Tool> {
  return [
    { key: 'type', title: field('type'), render: (r) => label(t, 'toolType', r.type) },
    { key: 'diameter', title: field('diameter'), align: 'end', render: (r) => num(r.diameter, locale) },
    { key: 'size', title: field('size') },
    { key: 'toolMaterial', title: field('toolMaterial') },
    { key: 'coating', title: field('coating') },
    {
      key: 'suitableMaterials',
      title: field('suitableMaterials'),
      render: (r) => labels(t, 'materialClass', r.suitableMaterials, t('processLibrary.any')),
    },
  ]
}

/** The columns particular to each library, between the code and name and the status. */
export function libraryColumns(library: ProcessLibrary, t: T, locale: Locale): Cells<Row> {
  const columns = { crafts: craftColumns, equipment: equipmentColumns, tools: toolColumns }[library](t, locale)
  return columns as Cells<Row>
}
