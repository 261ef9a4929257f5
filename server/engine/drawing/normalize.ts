// Text normalisation before the field rules: full-width forms to
// ASCII, every diameter/plus-minus/degree/minus/micro variant to one symbol, DXF control codes
// decoded. Chinese 、。 stay: they separate note items.

const gbk = new TextDecoder('gbk')

/** Decodes DXF `\U+XXXX` escapes and `\M+1XXXX` multibyte (GBK) escapes. */
function decodeDxfEscapes(text: string): string {
  return text
    .replace(/\\U\+([0-9A-Fa-f]{4})/g, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/\\M\+[1-5]([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})/g, (_, a: string, b: string) =>
      gbk.decode(new Uint8Array([Number.parseInt(a, 16), Number.parseInt(b, 16)])),
    )
}

/** Maps AutoCAD `%%` specials: %%c Ø, %%p ±, %%d °, %%% %; underline/overline toggles vanish. */
function decodePercentCodes(text: string): string {
  return text
    .replace(/%%[cC]/g, 'Ø')
    .replace(/%%[pP]/g, '±')
    .replace(/%%[dD]/g, '°')
    .replace(/%%[uUoOkK]/g, '')
    .replace(/%%%/g, '%')
    .replace(/%%(\d{3})/g, (_, n: string) => String.fromCharCode(Number(n)))
}

/**
 * NFKC plus symbol unification. NFKC alone turns full-width "：６０６１" into ASCII but leaves Φ,
 * ∅, − and µ variants that the rules would otherwise each have to list.
 */
export function normalizeText(text: string): string {
  return decodePercentCodes(decodeDxfEscapes(text))
    .normalize('NFKC')
    .replace(/[ΦφØø⌀∅]/g, 'Ø')
    .replace(/\+\/-|\+-(?=\s*\d)/g, '±')
    .replace(/[−–—‐‑]/g, '-')
    .replace(/[μ]/g, 'µ')
    .replace(/(\d)\s*um\b/gi, '$1µm')
    .replace(/(\d)\s*微米/g, '$1µm')
    .replace(/[ \t\u00a0\u3000]+/g, ' ')
    .trim()
}
