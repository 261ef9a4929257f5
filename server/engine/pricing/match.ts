import type { MaterialItem, QuoteConfig, TreatmentItem } from '../../../contract/quote-config.ts'

// Matching free text (drawing grades, chat words, form values) to configuration keys. Comparison
// ignores case, width (NFKC), spaces and hyphens, so "Al 6061-T6", "６０６１" and "6061T6" agree.
const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-_]+/g, '')

/** Finds a material by key or alias, also trying the grade without its temper ("6061-T651" → 6061). */
export function matchMaterial(config: QuoteConfig, text: string): MaterialItem | undefined {
  const wanted = [squash(text)]
  const untempered = squash(text.replace(/[-\s]?(T\d{1,4}|H\d{2,3}|O)$/i, ''))
  if (untempered !== wanted[0]) wanted.push(untempered)
  const withoutPrefix = squash(text.replace(/^(AL|SUS|SS|AISI)\s*-?/i, ''))
  if (!wanted.includes(withoutPrefix)) wanted.push(withoutPrefix)
  for (const w of wanted) {
    const found = config.material.items.find((m) => squash(m.key) === w || m.aliases.some((a) => squash(a) === w))
    if (found) return found
  }
  return undefined
}

/** Finds a treatment by key or alias. */
export function matchTreatment(config: QuoteConfig, text: string): TreatmentItem | undefined {
  const w = squash(text)
  return config.treatment.items.find(
    (t) => squash(t.key) === w || squash(t.name) === w || t.aliases.some((a) => squash(a) === w),
  )
}

const CLEAR_COLOURS = new Set(['本色', '银白', '银色', 'CLEAR', 'NATURAL', 'SILVER'])
const BLACK_COLOURS = new Set(['黑色', 'BLACK'])

/**
 * Maps drawing treatment terms to configured items. A bare "anodize" takes its colour into account
 * (black → black anodize, other colours → colour anodize), and sandblast + clear anodize become the
 * combined process when the configuration prices it as one. Unmatched terms are returned so the
 * quote can be held for review instead of silently dropping a process.
 */
export function resolveTreatments(
  config: QuoteConfig,
  terms: { term: string; colour?: string }[],
): { items: TreatmentItem[]; unknown: string[] } {
  const items: TreatmentItem[] = []
  const unknown: string[] = []
  for (const { term, colour } of terms) {
    let item = matchTreatment(config, term)
    const colourKey = colour ? squash(colour) : undefined
    if (item?.key === 'ANODIZE_CLEAR' && colourKey && !CLEAR_COLOURS.has(colourKey) && !/本色/.test(term)) {
      item = matchTreatment(config, BLACK_COLOURS.has(colourKey) ? 'ANODIZE_BLACK' : 'ANODIZE_COLOR') ?? item
    }
    if (!item) unknown.push(term)
    else if (!items.some((i) => i.key === item.key)) items.push(item)
  }
  const blast = items.findIndex((i) => i.key === 'SANDBLAST')
  const clear = items.findIndex((i) => i.key === 'ANODIZE_CLEAR')
  const combined = matchTreatment(config, 'SANDBLAST_ANODIZE')
  if (blast >= 0 && clear >= 0 && combined) {
    return { items: [combined, ...items.filter((_, i) => i !== blast && i !== clear)], unknown }
  }
  return { items, unknown }
}
