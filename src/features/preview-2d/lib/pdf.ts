import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline'
import { bundledDir } from './asset-url.ts'

let port: Worker | null = null

/**
 * pdf.js's worker is a separate file (never inlined), started from a same-origin blob that imports
 * it, as pdf.js itself does cross-origin: the worker then runs under the embedding page's CSP, not
 * under headers the bundle's host sends with the file. One worker serves every PDF on the page.
 */
function workerPort(): Worker {
  if (port) return port
  const url = new URL(workerUrl, import.meta.url).href
  const shim = URL.createObjectURL(new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' }))
  port = new Worker(shim, { type: 'module' })
  GlobalWorkerOptions.workerPort = port
  return port
}

/**
 * Opens a PDF with the character maps and standard fonts served next to the bundle: drawings from
 * Chinese CAD systems use non-embedded CJK fonts, which render only with the cMaps.
 */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
  workerPort()
  const task = getDocument({
    url: new URL(url, location.href).href,
    cMapUrl: bundledDir('pdfjs/cmaps', 'pdfjs-dist/cmaps'),
    cMapPacked: true,
    standardFontDataUrl: bundledDir('pdfjs/standard_fonts', 'pdfjs-dist/standard_fonts'),
    wasmUrl: bundledDir('pdfjs/wasm', 'pdfjs-dist/wasm'),
    isEvalSupported: false,
  })
  return { promise: task.promise, destroy: () => task.destroy() }
}
