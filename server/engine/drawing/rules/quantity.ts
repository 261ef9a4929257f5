import { LABELLED, eachMatch, type RuleLine, type RuleMatch } from './types.ts'

const QTY = /(?:数量|件数|QTY|Q'?TY|QUANTITY)\s*[:：]?\s*(\d{1,6})\s*(?:件|个|套|只|PCS?|pcs?)?/i
// Sheet counts, scales and per-assembly counts look like quantities but are not.
const NOT_QTY = /[共第]\s*\d+\s*张|比例|每台|单台|SHEET\s*\d+\s*OF/i

/** Order quantity from a label ("数量：10PCS", "QTY 25") or a labelled title-block value. */
export function quantityRule(line: RuleLine): RuleMatch[] {
  if (NOT_QTY.test(line.text)) return []
  if (line.label === 'quantity') {
    const m = /^(\d{1,6})(?![\d.])\s*(?:件|个|套|只|PCS?)?/i.exec(line.text.slice(line.valueStart))
    if (m && Number(m[1]) > 0) {
      return [
        {
          value: { field: 'quantity', count: Number(m[1]) },
          start: line.valueStart,
          end: line.valueStart + m[0].length,
          rule: 'quantity-labelled',
          confidence: LABELLED,
        },
      ]
    }
  }
  return eachMatch(QTY, line.text, (m) =>
    Number(m[1]) > 0
      ? {
          value: { field: 'quantity', count: Number(m[1]) },
          start: m.index,
          end: m.index + m[0].length,
          rule: 'quantity',
          confidence: LABELLED,
        }
      : undefined,
  )
}
