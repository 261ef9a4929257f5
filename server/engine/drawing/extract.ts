import { detectFileType } from '../files/detect-file-type.ts'
import { matchMaterial } from '../pricing/match.ts'
import { defaultQuoteConfig } from '../pricing/default-config.ts'
import { readDxfText } from './dxf-text.ts'
import { findAll } from './find.ts'
import { assembleLines } from './lines.ts'
import type { OcrProgress, OcrResult, weighOcrFindings } from './ocr/index.ts'
import { DrawingParseError, readPdfText } from './pdf-text.ts'
import { summarize } from './summarize.ts'
import type { DrawingReport, Finding, TextItem } from './types.ts'

/** Options of {@link extractDrawing}. */
export interface ExtractOptions {
  fileName: string
  /**
   * Read scans and PDFs without a usable text layer by OCR. Slow (seconds a page, a model of
   * ~15 MB), so only the analysis worker turns it on; elsewhere they report `needsOcr`.
   */
  ocr?: boolean
  /** With `ocr`: called after each OCR'd page, and with 0 done as an image starts. */
  onOcrPage?: OcrProgress
}

// Fewer items than this, or more garbage glyphs than this share, and the text layer is not
// trusted (SHX glyphs are usually stroked, fonts may lack ToUnicode).
const MIN_ITEMS = 20
const MAX_GARBAGE = 0.2

/**
 * OCR brings ONNX Runtime, sharp and a canvas (~60 MB resident): loaded on the first scan, so a
 * process or worker that reads none (the API's main thread, which prices) never holds them.
 */
const loadOcr = () => import('./ocr/index.ts')

/**
 * Reads a 2D drawing's text with positions and applies the field rules. Raster images and PDFs
 * without a usable text layer are read by OCR when `options.ocr`, else reported as "needs OCR",
 * never guessed.
 */
export async function extractDrawing(bytes: Uint8Array, options: ExtractOptions): Promise<DrawingReport> {
  const detected = detectFileType(bytes, options.fileName)
  if (!detected.ok) throw new DrawingParseError(detected.message)
  switch (detected.format) {
    case 'png':
    case 'jpg':
      if (options.ocr) {
        // An image is one page read at once: say it has started, since nothing else will before it ends.
        options.onOcrPage?.(0, 1)
        const ocr = await loadOcr()
        return ocrReport(detected.format, 1, 'image-pixels', await ocr.ocrImage(bytes), ocr.weighOcrFindings)
      }
      return report(detected.format, [], 1, 'none', false, true)
    case 'pdf': {
      const pdf = await readPdfText(bytes)
      const items = assembleLines(pdf.runs)
      const chars = pdf.runs.map((r) => r.text).join('')
      // eslint-disable-next-line no-control-regex -- control characters in extracted text mark a broken font
      const garbage = [...chars].filter((c) => /[\uFFFD\uE000-\uF8FF\u0000-\u001F]/.test(c)).length
      const hasText = chars.trim().length > 0
      const { findings, summary } = analyzeText(items)
      // Sparse text is only distrusted when it also yields nothing (a title line over stroked glyphs).
      const needsOcr =
        !hasText || garbage > MAX_GARBAGE * chars.length || (pdf.runs.length < MIN_ITEMS && findings.length === 0)
      if (needsOcr && options.ocr) {
        const ocr = await loadOcr()
        const read = await ocr.ocrPdf(bytes, pdf.pages, options.onOcrPage)
        return { ...ocrReport('pdf', pdf.pages, 'pdf-points', read, ocr.weighOcrFindings), hasTextLayer: hasText }
      }
      return {
        format: 'pdf',
        hasTextLayer: hasText,
        needsOcr,
        pages: pdf.pages,
        space: 'pdf-points',
        items,
        findings,
        summary,
      }
    }
    case 'dxf': {
      const dxf = readDxfText(bytes)
      return report(
        'dxf',
        dxf.items,
        dxf.items.reduce((pages, i) => Math.max(pages, i.page), 1),
        'dxf-units',
        dxf.items.length > 0,
        dxf.items.length === 0,
      )
    }
    default:
      throw new DrawingParseError(`${options.fileName} is a ${detected.format.toUpperCase()} file, not a drawing`)
  }
}

/** Runs the rules on already-positioned text (exported for tests and for OCR output later). */
export function analyzeText(items: TextItem[]): { findings: Finding[]; summary: DrawingReport['summary'] } {
  const config = defaultQuoteConfig()
  const findings = findAll(items).map((f) => {
    if (f.field !== 'material') return f
    const key = matchMaterial(config, f.grade)?.key
    return key ? { ...f, key } : f
  })
  return { findings, summary: summarize(findings) }
}

/**
 * A report from OCR'd text: the rules run page by page in the upright frame, then every box is put
 * back onto the page as shown. "Needs OCR" only when nothing at all could be read.
 */
function ocrReport(
  format: DrawingReport['format'],
  pages: number,
  space: DrawingReport['space'],
  read: OcrResult,
  weigh: typeof weighOcrFindings,
): DrawingReport {
  const items: TextItem[] = []
  const findings: Finding[] = []
  for (const page of read.pages) {
    const weighed = weigh(analyzeText(page.items).findings, page.items)
    findings.push(...weighed.map((f) => ({ ...f, box: page.toShown(f.box) })))
    items.push(...page.items.map((i) => ({ ...i, box: page.toShown(i.box) })))
  }
  return {
    format,
    hasTextLayer: false,
    needsOcr: items.length === 0,
    pages,
    space,
    items,
    findings,
    summary: summarize(findings),
    ocr: { pages: read.pages.map(({ page, quarterTurns, skew }) => ({ page, quarterTurns, skew })) },
  }
}

function report(
  format: DrawingReport['format'],
  items: TextItem[],
  pages: number,
  space: DrawingReport['space'],
  hasTextLayer: boolean,
  needsOcr: boolean,
): DrawingReport {
  const { findings, summary } = analyzeText(items)
  return { format, hasTextLayer, needsOcr, pages, space, items, findings, summary }
}
