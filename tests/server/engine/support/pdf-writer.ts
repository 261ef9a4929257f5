// Writes small PDFs with known text at known positions, so drawing-extraction tests assert
// exact content and boxes. Text uses a non-embedded Type0 font (Identity-H, CID = Unicode code
// point) with a ToUnicode map, the way CAD exporters write CJK text with a system font.

export interface PdfText {
  x: number
  y: number
  size: number
  text: string
  /** Counter-clockwise degrees in PDF user space (90 for text drawn for a /Rotate 270 page). */
  angle?: number
}

export interface PdfPage {
  width: number
  height: number
  rotate?: 0 | 90 | 180 | 270
  texts?: PdfText[]
  /** Adds line-art only (a border and a few strokes): a page without a text layer. */
  drawing?: boolean
}

/** Glyph advance in 1/1000 em: CJK full width, everything else half width. */
export const glyphWidth = (code: number): number => (code >= 0x2e80 ? 1000 : 500)

export function buildPdf(pages: PdfPage[]): Uint8Array {
  const used = new Set<number>()
  for (const p of pages) for (const t of p.texts ?? []) for (const ch of t.text) used.add(ch.codePointAt(0)!)
  const codes = [...used].sort((a, b) => a - b)
  const hex = (n: number) => n.toString(16).padStart(4, '0').toUpperCase()
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  const stream = (content: string) =>
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`

  add('<< /Type /Catalog /Pages 2 0 R >>')
  const firstPage = 7
  add(`<< /Type /Pages /Kids [${pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 6 0 R >>',
  )
  const widths = codes.map((c) => `${c} [${glyphWidth(c)}]`).join(' ')
  add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 5 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
  )
  add(
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 32 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  )
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    `${codes.length} beginbfchar`,
    ...codes.map((c) => `<${hex(c)}> <${hex(c)}>`),
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
  add(stream(cmap))
  for (const page of pages) {
    const ops: string[] = []
    if (page.drawing) {
      ops.push('1 w', `20 20 ${page.width - 40} ${page.height - 40} re S`, '60 60 m 200 200 l S', '80 300 m 300 80 l S')
    }
    for (const t of page.texts ?? []) {
      const a = ((t.angle ?? 0) * Math.PI) / 180
      const [c, s] = [Math.cos(a), Math.sin(a)].map((v) => Math.round(v * 1e6) / 1e6) as [number, number]
      const glyphs = [...t.text].map((ch) => hex(ch.codePointAt(0)!)).join('')
      ops.push(`BT /F1 ${t.size} Tf ${c} ${s} ${-s} ${c} ${t.x} ${t.y} Tm <${glyphs}> Tj ET`)
    }
    const pageNo = objects.length + 1
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Rotate ${page.rotate ?? 0} /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageNo + 1} 0 R >>`,
    )
    add(stream(ops.join('\n')))
  }
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
