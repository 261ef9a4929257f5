/** Every page's text as pdf.js reads it (what a reader's search finds), runs joined without spaces. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''))
  }
  await doc.destroy()
  return pages
}

/** The fonts a PDF embeds, by their /BaseFont names (a subset's name starts with a six-letter tag and +). */
export const baseFonts = (bytes: Buffer): string[] =>
  [...bytes.toString('latin1').matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((m) => m[1]!)
