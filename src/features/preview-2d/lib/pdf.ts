import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url&no-inline'
import { bundledDir } from './asset-url.ts'

// A separate file, never inlined: pdf.js starts it itself, through a blob when cross-origin.
GlobalWorkerOptions.workerSrc = workerUrl

/**
 * Opens a PDF with the character maps and standard fonts served next to the bundle: drawings from
 * Chinese CAD systems use non-embedded CJK fonts, which render only with the cMaps.
 */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => Promise<void> } {
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
