import { DrawingParseError } from './parse-error.ts'

// What one drawing file may cost the one worker that reads drawings for every customer. A part's
// drawing is a few sheets of a few thousand texts; a file far past that is a drawing set to split,
// or hostile, and is refused as soon as it is known, instead of holding the worker for minutes.

/** Pages of a PDF that are read; the page count is known once the document is open. */
export const DRAWING_MAX_PAGES = 50
/** Text runs (PDF) or texts (DXF, with inserted blocks expanded) of one file. */
export const DRAWING_MAX_TEXT = 100_000
/** Entities of a DXF's ENTITIES section. */
export const DXF_MAX_ENTITIES = 500_000
/** Time one PDF may take to read, checked after each page; the job timeout is the last resort. */
export const PDF_MAX_MS = 20_000

/** The refusal of a file over its text, entity or time budget. */
export function tooComplex(max: number): DrawingParseError {
  return new DrawingParseError(
    `The drawing holds more than is read (over ${max} texts or entities, or ${PDF_MAX_MS} ms)`,
    {
      code: 'drawingTooComplex',
      params: { max },
    },
  )
}
