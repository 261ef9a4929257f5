// MTEXT inline formatting (ezdxf "MTEXT inline codes"): formatting is dropped, paragraph breaks
// become newlines, and stacks are kept as "upper/lower" because `\S+0.02^-0.01;` is how CAD
// writes a toleranced dimension.

const ESC_BACKSLASH = '\u0000'
const ESC_OPEN = '\u0001'
const ESC_CLOSE = '\u0002'

/** Plain text of an MTEXT string, keeping stacked tolerances as "a/b". */
export function stripMtext(raw: string): string {
  return raw
    .replace(/\\\\/g, ESC_BACKSLASH)
    .replace(/\\\{/g, ESC_OPEN)
    .replace(/\\\}/g, ESC_CLOSE)
    .replace(/\\S([^;^/#]*)[\^/#]\s*([^;]*);/g, (_, a: string, b: string) =>
      b.trim() === '' ? a : `${a.trim()}/${b.trim()}`,
    )
    .replace(/\\P/g, '\n')
    .replace(/\\~/g, ' ')
    .replace(/\\[LlOoKkNX]/g, '')
    .replace(/\\[fFHWCcTQApa][^;\\]*;/g, '')
    .replace(/[{}]/g, '')
    .replace(new RegExp(ESC_BACKSLASH, 'g'), '\\')
    .replace(new RegExp(ESC_OPEN, 'g'), '{')
    .replace(new RegExp(ESC_CLOSE, 'g'), '}')
}
