/** Where a pricing input came from; shown as a badge (SPEC: 3D / 2D / you / default). */
export type InputSource = '3d' | '2d' | 'user' | 'default'

/** One formula input of a breakdown line, with its provenance. */
export interface PricedInput {
  name: string
  value: string | number | boolean
  unit?: string
  source: InputSource
}

/** One section of the price (material, machining, treatments, programming and setup, …). */
export interface BreakdownLine {
  key: string
  label: string
  /** Money as a decimal string. */
  amount: string
  formula: string
  inputs: PricedInput[]
}

/** A price at another quantity. */
export interface QuantityBreak {
  quantity: number
  unitPrice: string
  unitPriceWithTax: string
  total: string
  totalWithTax: string
}

/** Something a person should check, already in the reader's language. */
export interface ReviewFlag {
  code: string
  message: string
  label: string
}

/** A part's latest quote; amounts are null when there is no 3D model (`priced: false`). */
export interface PartQuote {
  quoteId: number
  priced: boolean
  complete: boolean
  currency: string
  quantity: number
  material: string
  unitPrice: string | null
  unitPriceWithTax: string | null
  total: string | null
  totalWithTax: string | null
  breakdown: BreakdownLine[]
  adjustments: PricedInput[]
  quantityBreaks: QuantityBreak[]
  reviewFlags: ReviewFlag[]
  configName?: string
  configVersion?: number
  leadDays?: number
  validityDays?: number
  overrides: Record<string, unknown>
}

/** A stored upload of a part. */
export interface PartFile {
  fileId: number
  name: string
  /** `3d` or `2d`. */
  kind: string
  format: string
  size: number
  primary?: boolean
  /** Relative to the API base; needs the session's token. */
  url?: string
}

/** Analysis state of a part or a task. */
export type AnalysisStatus = 'pending' | 'running' | 'done' | 'failed'

/** A part as GET /part/{partId} (and re-price, and commands) answer it. */
export interface Part {
  partId: number
  taskId: string
  chatRecordId: number
  name: string
  status: AnalysisStatus
  error: string | null
  files: PartFile[]
  geometry: Record<string, unknown> | null
  drawing: { fileId: number | null; format: string; findings: unknown[] } | null
  /** What the user set (the overrides), by attribute name. */
  attributes: Record<string, unknown>
  quote: PartQuote | null
}

/** A chat message of a quote conversation, in the reader's language. */
export interface ChatMessage {
  id: number
  role: 'user' | 'assistant'
  kind: string
  content: string
  data?: Record<string, unknown> | null
  createTime: string
}

/** A drawing finding with its box (PDF: points, top-left origin of the displayed page). */
export interface DrawingFinding {
  field: string
  raw?: string
  page?: number
  box?: { x: number; y: number; width: number; height: number }
  source?: string
  confidence?: number
  [key: string]: unknown
}

/** What the re-price form may send; null clears an attribute. */
export interface RepriceInput {
  material?: string | null
  quantity?: number | null
  surfaceTreatments?: string[] | null
  heatTreatments?: string[] | null
  toleranceGrade?: number | null
  ra?: number | null
}

/** A named choice of the re-price form. */
export interface Choice {
  key: string
  name: string
}

/** Choices of the re-price form, from the default configuration. */
export interface PricingOptions {
  currency: string
  defaultMaterial: string
  materials: Choice[]
  surfaceTreatments: Choice[]
  heatTreatments: Choice[]
  toleranceGrades: number[]
  raValues: number[]
}
