import { decodeDxf, num, readPairs, sections, str, type DxfEntity } from './dxf-pairs.ts'
import { DRAWING_MAX_TEXT, DXF_MAX_ENTITIES, tooComplex } from './limits.ts'
import { stripMtext } from './mtext.ts'
import type { TextBox, TextItem, TextSource } from './types.ts'

/** Text of a DXF with its drawing-unit boxes; page 1 = model space, 2 = paper space. */
export interface DxfText {
  items: TextItem[]
  /** $INSUNITS (1 inch, 4 mm, …), when present. */
  insUnits?: number
}

interface Placement {
  dx: number
  dy: number
  sx: number
  sy: number
  rot: number
  baseX: number
  baseY: number
}

const IDENTITY: Placement = { dx: 0, dy: 0, sx: 1, sy: 1, rot: 0, baseX: 0, baseY: 0 }

/**
 * Reads TEXT, MTEXT, ATTRIB (title-block fields), ATTDEF defaults of inserted blocks, text inside
 * inserted blocks, and DIMENSION text (override, or the measured value for `<>`/empty).
 */
export function readDxfText(bytes: Uint8Array): DxfText {
  const secs = sections(readPairs(decodeDxf(bytes)))
  const header = secs.get('HEADER')?.[0]?.pairs ?? []
  const at = header.findIndex((p) => p.code === 9 && p.value.trim() === '$INSUNITS')
  const insUnits = at >= 0 && header[at + 1]?.code === 70 ? Number(header[at + 1]!.value) : NaN
  const txt = header.findIndex((p) => p.code === 9 && p.value.trim() === '$DIMTXT')
  const dimText = txt >= 0 && Number(header[txt + 1]?.value) > 0 ? Number(header[txt + 1]!.value) : 2.5
  const blocks = new Map<string, DxfEntity[]>()
  let block: { name: string; base: [number, number]; body: DxfEntity[] } | undefined
  for (const e of secs.get('BLOCKS') ?? []) {
    if (e.type === 'BLOCK') {
      block = { name: str(e, 2)?.trim() ?? '', base: [num(e, 10), num(e, 20)], body: [] }
      blocks.set(block.name, [
        {
          type: '$BASE',
          pairs: [
            { code: 10, value: String(block.base[0]) },
            { code: 20, value: String(block.base[1]) },
          ],
        },
      ])
    } else if (e.type === 'ENDBLK') block = undefined
    else if (block) blocks.get(block.name)!.push(e)
  }
  const items: TextItem[] = []
  const entities = secs.get('ENTITIES') ?? []
  // Bounded like a PDF: a million entities, or blocks inserted into a million texts, are refused.
  if (entities.length > DXF_MAX_ENTITIES) throw tooComplex(DXF_MAX_ENTITIES)
  for (let i = 0; i < entities.length; i++) {
    if (items.length > DRAWING_MAX_TEXT) throw tooComplex(DRAWING_MAX_TEXT)
    const e = entities[i]!
    const page = num(e, 67) === 1 ? 2 : 1
    if (e.type === 'INSERT') {
      const placement: Placement = {
        dx: num(e, 10),
        dy: num(e, 20),
        sx: num(e, 41, 1),
        sy: num(e, 42, 1),
        rot: num(e, 50),
        baseX: 0,
        baseY: 0,
      }
      const tags = new Set<string>()
      while (entities[i + 1]?.type === 'ATTRIB') {
        const attrib = entities[++i]!
        tags.add(str(attrib, 2)?.trim().toUpperCase() ?? '')
        push(items, attrib, 'dxf-attrib', page, IDENTITY)
      }
      if (entities[i + 1]?.type === 'SEQEND') i++
      const body = blocks.get(str(e, 2)?.trim() ?? '') ?? []
      const base = body[0]?.type === '$BASE' ? body[0] : undefined
      if (base) {
        placement.baseX = num(base, 10)
        placement.baseY = num(base, 20)
      }
      for (const inner of body) {
        if (inner.type === 'ATTDEF' && tags.has(str(inner, 2)?.trim().toUpperCase() ?? '')) continue
        if (inner.type === 'TEXT' || inner.type === 'MTEXT' || inner.type === 'ATTDEF') {
          push(
            items,
            inner,
            inner.type === 'ATTDEF' ? 'dxf-attdef' : inner.type === 'TEXT' ? 'dxf-text' : 'dxf-mtext',
            page,
            placement,
          )
        }
      }
    } else if (e.type === 'TEXT' || e.type === 'MTEXT' || e.type === 'ATTRIB' || e.type === 'ATTDEF') {
      push(
        items,
        e,
        e.type === 'TEXT'
          ? 'dxf-text'
          : e.type === 'MTEXT'
            ? 'dxf-mtext'
            : e.type === 'ATTRIB'
              ? 'dxf-attrib'
              : 'dxf-attdef',
        page,
        IDENTITY,
      )
    } else if (e.type === 'DIMENSION') {
      pushDimension(items, e, page, dimText)
    }
  }
  if (items.length > DRAWING_MAX_TEXT) throw tooComplex(DRAWING_MAX_TEXT)
  return Number.isFinite(insUnits) ? { items, insUnits } : { items }
}

function push(items: TextItem[], e: DxfEntity, source: TextSource, page: number, at: Placement): void {
  const mtext = e.type === 'MTEXT'
  const raw = mtext
    ? e.pairs
        .filter((p) => p.code === 3)
        .map((p) => p.value)
        .join('') + (str(e, 1) ?? '')
    : (str(e, 1) ?? '')
  const text = mtext ? stripMtext(raw) : raw
  if (text.trim() === '') return
  const size = num(e, 40, 2.5) * Math.abs(at.sy)
  const [x, y] = transform(at, num(e, 10), num(e, 20))
  const lines = text.split('\n')
  // Estimated from glyph advances; an MTEXT reference (wrap) width only caps it.
  const estimated = Math.max(...lines.map((l) => advance(l))) * size
  const wrap = mtext ? num(e, 41) : 0
  const width = wrap > 0 ? Math.min(wrap, estimated) : estimated
  const height = size * (lines.length === 1 ? 1 : 1.67 * lines.length)
  // MTEXT attachment 1–9: top/middle/bottom × left/centre/right; TEXT sits on its baseline.
  const attach = mtext ? num(e, 71, 1) : 7
  const col = (attach - 1) % 3
  const row = Math.floor((attach - 1) / 3)
  const box: TextBox = {
    x: x - (col * width) / 2,
    y: y - (row === 0 ? height : row === 1 ? height / 2 : 0),
    width,
    height,
  }
  const tag = source === 'dxf-attrib' || source === 'dxf-attdef' ? str(e, 2)?.trim() : undefined
  for (const [k, line] of lines.entries()) {
    if (line.trim() === '') continue
    const lineBox: TextBox =
      lines.length === 1
        ? box
        : { x: box.x, y: box.y + box.height - (k + 1) * size * 1.67, width: box.width, height: size }
    items.push({ text: line.trim(), page, box: roundBox(lineBox), source, size, ...(tag ? { tag } : {}) })
  }
}

function pushDimension(items: TextItem[], e: DxfEntity, page: number, size: number): void {
  const measured = num(e, 42, NaN)
  const kind = num(e, 70) & 7
  const prefix = kind === 3 ? 'Ø' : kind === 4 ? 'R' : ''
  const value = Number.isFinite(measured) ? `${prefix}${Math.round(measured * 10000) / 10000}` : ''
  const override = str(e, 1) ?? ''
  const text = stripMtext(override === '' ? value : override.replace('<>', value))
  if (text.trim() === '' || text.trim() === '.') return
  const width = advance(text) * size
  const box = { x: num(e, 11) - width / 2, y: num(e, 21) - size / 2, width, height: size }
  items.push({ text: text.trim(), page, box: roundBox(box), source: 'dxf-dimension', size })
}

/** Advance in text heights: CJK glyphs are square, Latin about 0.6 of the height. */
const advance = (text: string) => [...text].reduce((w, ch) => w + (ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.6), 0)

function transform(at: Placement, x: number, y: number): [number, number] {
  const lx = (x - at.baseX) * at.sx
  const ly = (y - at.baseY) * at.sy
  const r = (at.rot * Math.PI) / 180
  return [at.dx + lx * Math.cos(r) - ly * Math.sin(r), at.dy + lx * Math.sin(r) + ly * Math.cos(r)]
}

const roundBox = (b: TextBox): TextBox => ({
  x: Math.round(b.x * 1000) / 1000,
  y: Math.round(b.y * 1000) / 1000,
  width: Math.round(b.width * 1000) / 1000,
  height: Math.round(b.height * 1000) / 1000,
})
