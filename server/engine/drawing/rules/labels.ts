import type { RuleLine } from './types.ts'

// Title-block and note labels (a title-block label, then its value), with an optional
// note item number in front ("2、材料：…").
const LABELS: [RuleLine['label'] & string, string][] = [
  ['material', "材料标记|材料|材质|MATERIAL|MAT'?L"],
  ['quantity', "数量|件数|QTY|Q'?TY|QUANTITY"],
  ['surface', '表面处理|表面|FINISH|SURFACE\\s*TREATMENT'],
  ['heat', '热处理|HEAT\\s*TREAT(?:MENT)?'],
]
const ITEM = '^(?:\\s*(?:\\d{1,2}|[一二三四五六七八九十])\\s*[、.．)）]\\s*)?'

/** Splits a leading label off a normalised line. */
export function labelLine(text: string): RuleLine {
  for (const [label, words] of LABELS) {
    const m = new RegExp(`${ITEM}(?:${words})\\s*[:：]\\s*|${ITEM}(?:${words})\\s+(?=\\S)`, 'i').exec(text)
    if (m && m.index === 0) return { text, label, valueStart: m[0].length }
  }
  return { text, valueStart: 0 }
}

/** True when the whole text is a bare label (a title-block cell whose value sits next to it). */
export function bareLabel(text: string): RuleLine['label'] | undefined {
  for (const [label, words] of LABELS) {
    if (new RegExp(`^(?:${words})\\s*[:：]?$`, 'i').test(text.trim())) return label
  }
  return undefined
}

/** Label text for a DXF attribute tag (MATERIAL, QTY, 材料 …). */
export function tagLabel(tag: string): string | undefined {
  const t = tag.trim().toUpperCase()
  if (/^(MAT|MATL|MATERIAL|材料|材质)$/.test(t)) return '材料'
  if (/^(QTY|QUANTITY|数量|件数)$/.test(t)) return '数量'
  if (/^(FINISH|表面处理)$/.test(t)) return '表面处理'
  if (/^(HEAT_?TREAT|热处理)$/.test(t)) return '热处理'
  return undefined
}
