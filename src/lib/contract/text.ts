import { z } from 'zod'

// The one rule for text a caller sends: no control characters. PostgreSQL refuses NUL in text
// and JSON columns (the request would fail as a 500), and the other C0/C1 controls are never
// typed by people; they only hide or forge what a reader sees. Multi-line text (remarks,
// descriptions, chat messages) keeps tab and line breaks.

/** C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** The same, minus tab, line feed and carriage return. */
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/** Marks the issue so the server's message can name the rule ("must not contain control characters"). */
export const TEXT_RULE = 'controlCharacters'

/**
 * A string field: `text()` for a single line, `text({ multiline: true })` where tab and line
 * breaks are legitimate. Chain the field's own rules after it (`text().trim().min(1).max(100)`).
 */
export function text({ multiline = false }: { multiline?: boolean } = {}) {
  const forbidden = multiline ? CONTROL_IN_LINES : CONTROL
  return z.string().refine((value) => !forbidden.test(value), {
    error: 'must not contain control characters',
    params: { rule: TEXT_RULE },
  })
}

/** Whether a value holds a character `text()` refuses (for text that does not pass through a schema). */
export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_IN_LINES : CONTROL).test(value)
