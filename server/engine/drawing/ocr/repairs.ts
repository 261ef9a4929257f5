// Misreadings of drawing symbols by the recogniser, put right before the shared normalisation
// (normalize.ts) and field rules see the text. Each pattern needs digits around it, so words are
// left alone.

const REPAIRS: [RegExp, string][] = [
  // Ø read as 0 or O before a size: "012H7", "O12", "2×012" (a real size never starts "0" then a digit).
  [/(^|[\s×xX(])[0Oo](?=\d+(?:\.\d+)?\s*(?:[A-Za-z]\d|[±+-]|$|\s|[×xX]|\)))/g, '$1Ø'],
  // The Chinese recogniser's ± look-alikes: 土 and a stacked "+-".
  [/(\d)\s*[土士]\s*(?=\d|\.)/g, '$1±'],
  [/(^|\s)[土士](?=\s*\d)/g, '$1±'],
  // × read as x, X or *: "4xM6", "2X Ø10", "10*20".
  [/(\d)\s*[xX*]\s*(?=[MØ\d])/g, '$1×'],
  // Square-section sign □ read as the character 口 (standing alone before a size, not in a word).
  [/(^|[\s×(])口(?=\d)/g, '$1□'],
  // The ISO diameter sign ⌀, and 中 standing alone before a size (inside a word it is a word).
  [/⌀(?=\s*\d)/g, 'Ø'],
  [/(^|[\s×(])中(?=\d)/g, '$1Ø'],
  // Full-width punctuation the recogniser emits inside numbers and labels.
  [/：/g, ':'],
  [/，(?=\d)/g, ','],
  [/．/g, '.'],
]

/** Applies every OCR repair to one recognised line. */
export function repairOcrText(text: string): string {
  return REPAIRS.reduce((t, [pattern, to]) => t.replace(pattern, to), text)
}
