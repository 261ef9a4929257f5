import { COMPARE_FIELDS, type CompareFieldName } from '../../../../contract/quote-order-states.ts'
import { formatMoney } from '../../../../contract/format/money.ts'
import type { CompareCell, CompareRow } from '../api/types.ts'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'

/** The fields a comparison shows per part, in the contract's order ('inputs' and 'presence' are drawn apart). */
export const CELL_FIELDS = COMPARE_FIELDS.filter((f) => f !== 'inputs' && f !== 'presence')

type CellField = (typeof CELL_FIELDS)[number]

const list = (values: readonly string[]) => values.map((k) => keyedName('treatmentName', k)).join(', ') || '—'

/** One field of one cell as text; `translate` names configuration versions. */
export function cellText(field: CellField, cell: CompareCell, version: (name: string, v: number) => string): string {
  switch (field) {
    case 'material':
      return cell.material ? keyedName('materialName', cell.material) : '—'
    case 'surfaceTreatments':
      return list(cell.surfaceTreatments)
    case 'heatTreatments':
      return list(cell.heatTreatments)
    case 'toleranceGrade':
      return cell.toleranceGrade === null ? '—' : `IT${cell.toleranceGrade}`
    case 'ra':
      return cell.ra === null ? '—' : `Ra ${cell.ra}`
    case 'quantity':
      return String(cell.quantity)
    case 'config':
      return version(cell.configName, cell.configVersion)
    case 'adjustment':
      return cell.adjustment
        ? `${formatMoney(cell.adjustment.originalUnitPrice)} → ${formatMoney(cell.adjustment.unitPrice)}`
        : '—'
  }
}

/** Whether the comparison marks this field of the row as differing. */
export const differs = (row: CompareRow, field: CompareFieldName) => row.differs.includes(field)

/** A breakdown line's label and its amount in each cell (null where the cell lacks it or the part is missing). */
export function inputLine(row: CompareRow, key: string): { label: string; amounts: (string | null)[] } {
  const lines = row.cells.map((cell) => cell?.breakdown.find((l) => l.key === key) ?? null)
  return { label: lines.find((l) => l !== null)?.label ?? key, amounts: lines.map((l) => l?.amount ?? null) }
}
