/**
 * A text box. PDF: page coordinates in points, origin top-left of the rotated (as displayed) page.
 * DXF: drawing units with the DXF's y-up axis (the viewer highlights in model space). PNG/JPEG:
 * pixels of the image as shown, top-left origin.
 */
export interface TextBox {
  x: number
  y: number
  width: number
  height: number
}

/** Where a piece of text came from. */
export type TextSource = 'pdf-text' | 'dxf-text' | 'dxf-mtext' | 'dxf-attrib' | 'dxf-attdef' | 'dxf-dimension' | 'ocr'

/** One positioned text run (a PDF line after assembly, or one DXF entity). */
export interface TextItem {
  text: string
  page: number
  box: TextBox
  source: TextSource
  /** Glyph height in the page's units. */
  size: number
  /** DXF attribute tag or block name, when the text is a title-block field. */
  tag?: string
}

/** Field values by kind; every number is in mm / µm as named. */
export type FindingValue =
  | { field: 'material'; grade: string; key?: string }
  | { field: 'quantity'; count: number }
  | { field: 'tolerance'; nominal?: number; upper: number; lower: number; diameter: boolean; itGrade?: number }
  | { field: 'fit'; nominal: number; hole?: string; shaft?: string; itGrade: number }
  | {
      field: 'generalTolerance'
      standard: 'GB/T 1804' | 'ISO 2768' | 'plain'
      tolClass?: 'f' | 'm' | 'c' | 'v'
      plusMinus?: number
      itGrade: number
    }
  | { field: 'geometricGeneral'; standard: 'GB/T 1184' | 'ISO 2768-2'; tolClass: 'H' | 'K' | 'L' }
  | { field: 'roughness'; ra: number; kind: 'Ra' | 'Rz'; general: boolean }
  | { field: 'surfaceTreatment'; term: string; colour?: string }
  | { field: 'heatTreatment'; term: string }
  | { field: 'hardness'; scale: string; min: number; max?: number }
  | { field: 'thread'; size: string; count: number; pitch?: number; tolClass?: string; depth?: number }

/** A recognised fact with its provenance, so the UI can highlight it on the drawing. */
export type Finding = FindingValue & {
  /** The text the rule matched. */
  raw: string
  page: number
  box: TextBox
  source: TextSource
  /** Rule name, for debugging and tests. */
  rule: string
  /**
   * 0.9 labelled, 0.75 unlabelled but unambiguous;
   * read by OCR, times the probability the recogniser gave its line.
   */
  confidence: number
  /** Read by OCR with too little certainty: shown as "please check" and holds the quote for review. */
  check?: boolean
  /** In the notes (technical requirements), where a view's callout is often written again. */
  note?: boolean
}

/** The facts pricing reads from a drawing, condensed from the findings. */
export interface DrawingSummary {
  material?: { grade: string; key?: string }
  quantity?: number
  /** Tightest IT grade among toleranced dimensions and fits; with how many are tighter than IT11. */
  tightestItGrade?: number
  tightCount: number
  generalTolerance?: { label: string; itGrade: number }
  /** Roughness applying to the whole part (其余 / 未注 / general note), else the most common. */
  generalRa?: number
  /** Finest Ra called out anywhere, and how many call-outs are finer than 3.2. */
  minRa?: number
  fineRaCount: number
  surfaceTreatments: { term: string; colour?: string }[]
  heatTreatments: string[]
  /** Threads called out, a callout repeated in the notes counted once. */
  threads: { size: string; count: number }[]
  reamedHoles: number
  /** The nominal Ø of each reamed hole fit, one entry per hole (absent in summaries stored before). */
  reamedFits?: number[]
}

/** Result of {@link extractDrawing}. */
export interface DrawingReport {
  format: 'pdf' | 'dxf' | 'png' | 'jpg'
  /** False for raster images and for PDFs whose pages carry no extractable text. */
  hasTextLayer: boolean
  /** Text is too sparse or garbled to trust (vector-stroked glyphs): a person or OCR must read it. */
  needsOcr: boolean
  pages: number
  space: 'pdf-points' | 'dxf-units' | 'image-pixels' | 'none'
  /** Present when the text was read by OCR: per page, the quarter turns that made it upright and its slant. */
  ocr?: { pages: { page: number; quarterTurns: number; skew: number }[] }
  items: TextItem[]
  findings: Finding[]
  summary: DrawingSummary
}
