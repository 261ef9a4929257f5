import { bareLabel, labelLine, tagLabel } from './rules/labels.ts'
import { materialRule } from './rules/material.ts'
import { quantityRule } from './rules/quantity.ts'
import { roughnessRule } from './rules/roughness.ts'
import { threadRule } from './rules/thread.ts'
import { fitRule, generalToleranceRule, toleranceRule } from './rules/tolerance.ts'
import { hardnessRule, treatmentRule } from './rules/treatment.ts'
import type { RuleLine, RuleMatch } from './rules/types.ts'
import { normalizeText } from './normalize.ts'
import { notesItems } from './notes.ts'
import type { Finding, TextBox, TextItem } from './types.ts'

const RULES: ((line: RuleLine) => RuleMatch[])[] = [
  materialRule,
  quantityRule,
  toleranceRule,
  fitRule,
  generalToleranceRule,
  roughnessRule,
  treatmentRule,
  hardnessRule,
  threadRule,
]

/** A line to run the rules on, with the item whose box a finding should point at. */
interface Candidate {
  text: string
  item: TextItem
  /** Characters before the value item's own text (a label borrowed from a neighbouring cell). */
  prefix: number
}

/**
 * Runs every field rule over every text item. Title-block cells that hold only a label
 * ("材料" | value cell) borrow the nearest value to their right, else below, so the value reads as
 * labelled; DXF attribute tags act as labels the same way.
 */
export function findAll(items: TextItem[]): Finding[] {
  const findings: Finding[] = []
  const notes = notesItems(items)
  for (const c of candidates(items)) {
    const line = labelLine(c.text)
    for (const rule of RULES) {
      for (const hit of rule(line)) {
        const { value, rule: name, confidence } = hit
        const box = subBox(c.item, c.text.slice(c.prefix), hit.start - c.prefix, hit.end - c.prefix)
        findings.push({
          ...value,
          raw: c.text.slice(hit.start, hit.end),
          page: c.item.page,
          box,
          source: c.item.source,
          rule: name,
          confidence,
          ...(notes.has(c.item) ? { note: true } : {}),
        })
      }
    }
  }
  return findings
}

function candidates(items: TextItem[]): Candidate[] {
  const out: Candidate[] = []
  const consumed = new Set<TextItem>()
  const normalised = new Map(items.map((i) => [i, normalizeText(i.text)]))
  for (const item of items) {
    const text = normalised.get(item)!
    const tagged = item.tag ? tagLabel(item.tag) : undefined
    if (tagged && !bareLabel(text)) {
      out.push({ text: `${tagged}: ${text}`, item, prefix: tagged.length + 2 })
      continue
    }
    const label = bareLabel(text)
    const value = label ? neighbour(item, items, consumed) : undefined
    if (label && value) {
      consumed.add(value)
      const head = `${text.replace(/[:：]\s*$/, '')}: `
      out.push({ text: head + normalised.get(value)!, item: value, prefix: head.length })
    } else if (!consumed.has(item)) {
      out.push({ text, item, prefix: 0 })
    }
  }
  return out.filter((c) => !(c.prefix === 0 && consumed.has(c.item)))
}

/** The value cell of a label: nearest item to the right on the same row, else directly below. */
function neighbour(label: TextItem, items: TextItem[], consumed: Set<TextItem>): TextItem | undefined {
  const mid = (b: TextBox) => b.y + b.height / 2
  const right = label.box.x + label.box.width
  const same = items
    .filter(
      (i) =>
        i !== label &&
        !consumed.has(i) &&
        i.page === label.page &&
        i.box.x >= right - 0.5 * label.size &&
        Math.abs(mid(i.box) - mid(label.box)) < 0.5 * Math.max(label.box.height, i.box.height),
    )
    .sort((a, b) => a.box.x - b.box.x)[0]
  if (same && same.box.x - right < 12 * label.size) return same
  const below = (i: TextItem) =>
    label.source === 'pdf-text' ? i.box.y - (label.box.y + label.box.height) : label.box.y - (i.box.y + i.box.height)
  return items
    .filter(
      (i) =>
        i !== label &&
        !consumed.has(i) &&
        i.page === label.page &&
        below(i) >= -0.1 * label.size &&
        below(i) < 2 * label.size &&
        i.box.x < right &&
        i.box.x + i.box.width > label.box.x,
    )
    .sort((a, b) => below(a) - below(b))[0]
}

/**
 * Part of a horizontal line's box covering characters [start, end), by glyph advance (CJK full
 * width, the rest half), so a highlight lands on the value rather than the whole note line.
 */
function subBox(item: TextItem, text: string, start: number, end: number): TextBox {
  if (text.length === 0 || start < 0 || end > text.length || item.box.width < item.box.height) return item.box
  // Normalisation maps full-width ： to ':'; when lengths still agree, weigh the original glyphs.
  if ([...item.text].length === [...text].length) text = item.text
  const weight = (s: string) => [...s].reduce((w, ch) => w + (ch.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0)
  const per = item.box.width / weight(text)
  const round = (v: number) => Math.round(v * 100) / 100
  return {
    x: round(item.box.x + per * weight(text.slice(0, start))),
    y: item.box.y,
    width: round(per * weight(text.slice(start, end))),
    height: item.box.height,
  }
}
