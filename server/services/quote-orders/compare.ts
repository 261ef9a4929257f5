import type { CompareFieldName } from '../../../contract/quote-order-states.ts'
import { ADJUSTMENT_LINE_KEY } from '../../../contract/quote-order-states.ts'
import type { CompareCell, CompareColumn, CompareRow, Comparison } from '../../../contract/quote-order.ts'
import { dec, money } from '../../engine/index.ts'

// Pure: orders (or quotes of one part) side by side, what differs, and which lines moved the total.

export interface CompareInput {
  column: Omit<CompareColumn, 'delta'>
  lines: { partKey: string; partName: string; cell: CompareCell }[]
}

const sameList = (a: readonly string[], b: readonly string[]) => [...a].sort().join('\n') === [...b].sort().join('\n')

/** Breakdown lines (by key) whose amount differs, or that only one side has. */
export function differingInputs(a: CompareCell, b: CompareCell): string[] {
  const amounts = (c: CompareCell) =>
    new Map(c.breakdown.filter((l) => l.key !== ADJUSTMENT_LINE_KEY).map((l) => [l.key, l.amount]))
  const left = amounts(a)
  const right = amounts(b)
  const keys = new Set([...left.keys(), ...right.keys()])
  return [...keys].filter((k) => left.get(k) !== right.get(k))
}

/** What differs between two cells of one part. */
export function differences(a: CompareCell, b: CompareCell): CompareFieldName[] {
  const out: CompareFieldName[] = []
  if (a.material !== b.material) out.push('material')
  if (!sameList(a.surfaceTreatments, b.surfaceTreatments)) out.push('surfaceTreatments')
  if (!sameList(a.heatTreatments, b.heatTreatments)) out.push('heatTreatments')
  if (a.toleranceGrade !== b.toleranceGrade) out.push('toleranceGrade')
  if (a.ra !== b.ra) out.push('ra')
  if (a.quantity !== b.quantity) out.push('quantity')
  if (a.configId !== b.configId || a.configVersion !== b.configVersion) out.push('config')
  if ((a.adjustment?.unitPrice ?? null) !== (b.adjustment?.unitPrice ?? null)) out.push('adjustment')
  if (differingInputs(a, b).length > 0) out.push('inputs')
  return out
}

/** Rows keyed by part; a part twice in one column becomes two rows (key#2). */
function rowsOf(inputs: readonly CompareInput[]) {
  const rows = new Map<string, { partKey: string; partName: string; cells: (CompareCell | null)[] }>()
  inputs.forEach(({ lines }, col) => {
    const seen = new Map<string, number>()
    for (const line of lines) {
      const n = (seen.get(line.partKey) ?? 0) + 1
      seen.set(line.partKey, n)
      const key = n === 1 ? line.partKey : `${line.partKey}#${n}`
      const row = rows.get(key) ?? { partKey: key, partName: line.partName, cells: inputs.map(() => null) }
      row.cells[col] = line.cell
      rows.set(key, row)
    }
  })
  return [...rows.values()]
}

const totalOf = (cell: CompareCell | null) => dec(cell?.total ?? 0)

export function compare(inputs: readonly CompareInput[]): Comparison {
  const first = dec(inputs[0]?.column.total ?? 0)
  const columns = inputs.map(({ column }) => ({ ...column, delta: money(dec(column.total).minus(first)) }))
  const rows: CompareRow[] = rowsOf(inputs).map((row) => {
    const present = row.cells.filter((c): c is CompareCell => c !== null)
    const base = present[0]!
    const differs = new Set<CompareFieldName>(present.slice(1).flatMap((c) => differences(base, c)))
    if (present.length < row.cells.length) differs.add('presence')
    const inputsDiffer = new Set(present.slice(1).flatMap((c) => differingInputs(base, c)))
    return {
      ...row,
      differs: [...differs],
      differingInputs: [...inputsDiffer],
      deltas: row.cells.map((c) => money(totalOf(c).minus(totalOf(row.cells[0]!)))),
    }
  })
  const attribution = columns.slice(1).map((column, i) => {
    const col = i + 1
    return {
      column: col,
      delta: column.delta,
      lines: rows
        .filter((r) => !dec(r.deltas[col]!).isZero())
        .map((r) => {
          const a = r.cells[0]
          const b = r.cells[col]
          return {
            partKey: r.partKey,
            partName: r.partName,
            delta: r.deltas[col]!,
            causes: a && b ? differences(a, b) : (['presence'] as CompareFieldName[]),
          }
        }),
    }
  })
  return { columns, rows, attribution }
}
