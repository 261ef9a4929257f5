/**
 * Entities a DXF may have for the browser to draw it. dxf-viewer parses and builds its scene on the
 * page's main thread: a drawing of a million entities froze the customer's whole quote page for
 * minutes. A real part drawing has a few thousand to some tens of thousands.
 */
export const DXF_MAX_ENTITIES = 200_000

const LF = 0x0a
const CR = 0x0d
const SPACE = 0x20
const ZERO = 0x30

/**
 * Counts the records of an ASCII DXF — lines holding group code 0, each of which starts an entity,
 * a table entry or a section — in one pass over the bytes, without decoding or parsing them. An
 * upper bound of the entities, so it errs on the side of drawing.
 * Group codes and values alternate line by line, so only every other line is a code: a value line
 * that reads "0" (a zero elevation, say) is never counted.
 */
export function countDxfRecords(bytes: Uint8Array): number {
  let count = 0
  let code = true
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== LF) continue
    if (code && isZero(bytes, start, i)) count++
    code = !code
    start = i + 1
  }
  return count
}

/** Whether bytes[start, end) is "0" with optional spaces around and a CR before the line feed. */
function isZero(bytes: Uint8Array, start: number, end: number): boolean {
  let a = start
  let b = end
  while (b > a && (bytes[b - 1] === CR || bytes[b - 1] === SPACE)) b--
  while (a < b && bytes[a] === SPACE) a++
  return b - a === 1 && bytes[a] === ZERO
}
