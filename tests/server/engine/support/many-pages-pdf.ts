// Writes a PDF of `count` empty pages with a correct cross-reference table, the shape of a hostile
// "drawing" that is small on disk (about 60 bytes a page) and costs a reader one step per page.

export function manyPagesPdf(count: number): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>']
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ')
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${count} >>`)
  for (let i = 0; i < count; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>')
  let body = '%PDF-1.7\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}
