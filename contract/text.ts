import { z } from 'zod'

// The one rule for text a caller sends: no control characters. PostgreSQL refuses NUL in text
// and JSON columns (the request would fail as a 500), and the other C0/C1 controls are never
// typed by people; they only hide or forge what a reader sees. Multi-line text (remarks,
// descriptions, chat messages) keeps tab and line breaks.

// A single line (a name: username, nickname, record, library entry, file) also refuses the
// bidirectional controls — embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069 and the
// marks U+200E/U+200F: `invoice\u202Egpj.exe` shows as "invoiceexe.jpg". Multi-line text keeps them,
// where right-to-left quotations may need them and nothing is shown as a name.

/** C0 controls, DEL, C1 controls and the bidirectional controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/** The same, minus tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
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

/** Removes every character `text()` refuses in a single line (file names, which are cleaned rather than refused). */
export const stripControlCharacters = (value: string) => value.replace(new RegExp(CONTROL.source, 'g'), '')
