import type { Refusal } from '../files/refusal.ts'

/** Thrown for bytes pdf.js cannot open (not a PDF, encrypted, broken xref beyond repair). */
export class DrawingParseError extends Error {
  override name = 'DrawingParseError'
  constructor(
    message: string,
    /** Set when the refusal has its own message for the customer. */
    readonly refusal?: Refusal,
  ) {
    super(message)
  }
}
