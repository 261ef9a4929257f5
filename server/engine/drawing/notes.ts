import type { TextItem } from './types.ts'

// A numbered note item ("1. …", "2、…", "三）…"); "2.5" is a dimension, not item 2.
const NOTE_ITEM = /^\s*(?:\d{1,2}|[一二三四五六七八九十])\s*(?:[、．)）]|\.(?!\d))/
// The heading of the notes block.
const HEADING = /^\s*(?:技术要求|技术条件|TECHNICAL\s+REQUIREMENTS?|(?:GENERAL\s+)?NOTES?|注)\s*[:：]?\s*$/i
// How far below its heading, in heading heights, the notes block reaches, and how far right.
const BLOCK_DEPTH = 15
const BLOCK_WIDTH = 40

/**
 * The text items of the drawing's notes (technical requirements): numbered note items, and lines
 * in the column under a notes heading. Everything else is on the views or in the title block.
 */
export function notesItems(items: TextItem[]): Set<TextItem> {
  const notes = new Set(items.filter((i) => NOTE_ITEM.test(i.text)))
  for (const heading of items.filter((i) => HEADING.test(i.text))) {
    const h = heading.size
    // DXF y grows upwards; PDF and image y downwards.
    const below = (i: TextItem) =>
      heading.source.startsWith('dxf')
        ? heading.box.y - (i.box.y + i.box.height)
        : i.box.y - (heading.box.y + heading.box.height)
    for (const i of items) {
      if (i === heading || i.page !== heading.page) continue
      const inColumn = i.box.x >= heading.box.x - 2 * h && i.box.x <= heading.box.x + BLOCK_WIDTH * h
      if (inColumn && below(i) >= -0.2 * h && below(i) <= BLOCK_DEPTH * h) notes.add(i)
    }
  }
  return notes
}
