import type { TextItem } from '../drawing/types.ts'
import { RECORD_ONLY, evidence, type ConflictCheck } from './types.ts'

// Title-block cells that name the part: a drawing number or a part name, the value after the
// label or in the cell to its right.
const LABEL =
  /^(图号|零件号|零件名称|名称|代号|PART\s*(?:NO|NUMBER|NAME)|DWG\.?\s*NO|DRAWING\s*(?:NO|NUMBER)|TITLE)\.?\s*[:：]?\s*(.*)$/i

/** Letters and digits only, lower case: "JX-102.step" and "jx102" are the same name. */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The value of a labelled cell: after the label, or the nearest text to its right on its row. */
function cellValue(label: TextItem, rest: string, items: readonly TextItem[]): TextItem | undefined {
  if (rest.trim()) return { ...label, text: rest.trim() }
  const row = items.filter(
    (i) =>
      i !== label &&
      i.page === label.page &&
      Math.abs(i.box.y - label.box.y) < label.box.height &&
      i.box.x > label.box.x,
  )
  return row.sort((a, b) => a.box.x - b.box.x)[0]
}

/**
 * A drawing whose title block names neither the model's file nor anything it contains belongs to
 * another part. A drawing without such a cell, or a model without a name, raises nothing. Neither
 * side changes a price input: the choice records that the buyer checked the pair.
 */
export const partNameConflicts: ConflictCheck = (input) => {
  const d = input.drawing
  const stem = squash((input.modelName ?? '').replace(/\.[^.]+$/, ''))
  if (!d || !input.geometry || !stem) return []
  const named = d.items.flatMap((item) => {
    const m = LABEL.exec(item.text.trim())
    const cell = m ? cellValue(item, m[2] ?? '', d.items) : undefined
    return cell && squash(cell.text) ? [cell] : []
  })
  if (named.length === 0) return []
  const matches = (c: TextItem) => squash(c.text).includes(stem) || stem.includes(squash(c.text))
  if (named.some(matches)) return []
  const first = named[0]!
  return [
    {
      id: 'partName',
      kind: 'partName',
      drawing: evidence(first, first.text),
      model: { value: input.modelName!, source: 'model', faces: [] },
      changes: RECORD_ONLY,
    },
  ]
}
