import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// The documents' one typeface: Noto Sans SC (SIL Open Font License 1.1) from its npm package, so
// a PDF renders offline and the same on every machine. It covers Chinese and Latin text alike;
// pdfkit embeds only the glyphs a document uses (a subset), so a page costs kilobytes, not the
// font's ten megabytes.

const require = createRequire(import.meta.url)

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const

export type FontWeight = keyof typeof FONT_FILES

/** The names a document registers the weights under. */
export const FONT: Record<FontWeight, string> = { regular: 'NotoSansSC', bold: 'NotoSansSC-Bold' }

const loaded = new Map<FontWeight, Buffer>()

/** The font file of a weight, read once per process. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = loaded.get(weight)
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT_FILES[weight]))
    loaded.set(weight, bytes)
  }
  return bytes
}
