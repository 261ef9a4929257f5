import { formatPrice } from '../../contract/format/money.ts'
import type { DfmFinding, ShownDfmFinding } from '../../contract/dfm.ts'
import type { BreakdownLine, GeometryWarning, ReviewFlag, ShownReviewFlag } from '../../contract/quote.ts'
import type { Lever } from '../../contract/levers.ts'
import { findingPriceEffect, type DfmWarning } from '../engine/index.ts'
import { enumLabel, seededName } from '../lib/enum-labels.ts'
import { translate, type Locale, type MessageParams } from '../lib/i18n.ts'
import { zhCN, type MessageKey } from '../lib/messages.ts'

// Quotes and analyses are stored as codes and parameters; these functions word them for one reader,
// so a quote reads in Chinese to one user and in English to another, when made and when re-opened.

const isKey = (key: string): key is MessageKey => Object.hasOwn(zhCN, key)

/** The message, or undefined when the stored parameters cannot fill it (a quote stored before they were). */
function filled(locale: Locale, key: string, params: MessageParams = {}): string | undefined {
  if (!isKey(key)) return undefined
  const text = translate(locale, key, params)
  return /\{\w+\}/.test(text) ? undefined : text
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The distinct reason behind a flag: a geometry flag by its advisory (two advisories are two
 * reasons, not "geometry" twice), a missing material apart from an unrecognised one.
 */
function reasonOf(flag: ReviewFlag): string {
  const params = flag.params ?? {}
  if (flag.code === 'geometry' && typeof params.warning === 'string' && isKey(`flag.geometry.${params.warning}`))
    return `geometry.${params.warning}`
  // Two DFM rules broken are two reasons.
  if ((flag.code === 'dfm' || flag.code === 'dfm-block') && typeof params.rule === 'string')
    return `${flag.code}.${params.rule}`
  if (flag.code === 'unknown-material' && params.pricedAs !== undefined && params.material === undefined)
    return 'no-material'
  return flag.code
}

/** Each reason once, in the order the flags came: what the assistant's summary lists. */
export function distinctReasons(flags: readonly ReviewFlag[]): string[] {
  return [...new Set(flags.map(reasonOf))]
}

/** A reason in a few words, in the reader's language. */
export function reasonLabel(locale: Locale, reason: string): string {
  // A DFM reason names its rule: two rules broken read as two reasons.
  const dfm = /^(dfm|dfm-block)\.(.+)$/.exec(reason)
  if (dfm) {
    const rule = filled(locale, `dfmRule.${dfm[2]}`) ?? dfm[2]!
    return translate(locale, 'flag.dfm-reason', { flag: translate(locale, `flag.${dfm[1] as 'dfm'}`), rule })
  }
  const key = `flag.${reason}`
  if (isKey(key)) return translate(locale, key)
  const code = `flag.${reason.split('.')[0]}`
  return isKey(code) ? translate(locale, code) : reason
}

/** Flag parameters that hold a material key (the priced one; a drawing's word that is one). */
const MATERIAL_PARAMS = ['material', 'pricedAs'] as const

/**
 * A flag's parameters for its sentence: an amount with its currency reads as money (¥10,000.00), a
 * seeded material or treatment by its name in the reader's words (a name the shop gave as given).
 */
function worded(locale: Locale, params: MessageParams): MessageParams {
  const out: MessageParams = { ...params }
  for (const name of MATERIAL_PARAMS)
    if (typeof out[name] === 'string') out[name] = enumLabel(locale, 'materialName', out[name])
  if (typeof out.treatment === 'string' && typeof out.treatmentKey === 'string')
    out.treatment = seededName(locale, 'treatmentName', out.treatmentKey, out.treatment)
  if (out.threshold === undefined || typeof out.currency !== 'string') return out
  const { currency: _code, ...rest } = out
  return { ...rest, threshold: formatPrice(out.threshold, out.currency, locale) }
}

function flagMessage(locale: Locale, flag: ReviewFlag, label: string): string {
  const params = worded(locale, flag.params ?? {})
  const reason = reasonOf(flag)
  if (flag.code === 'dfm' || flag.code === 'dfm-block') {
    const ruleName = filled(locale, `dfmRule.${String(params.rule)}`) ?? String(params.rule)
    return filled(locale, `flagText.${flag.code}`, { ...params, ruleName }) ?? capitalised(label)
  }
  const key = flag.code === 'geometry' ? `dfm.${String(params.warning)}` : `flagText.${reason}`
  return filled(locale, key, params) ?? capitalised(label)
}

/** A stored review flag as answered: its reason in full and in short, in the reader's language. */
export function shownFlag<F extends ReviewFlag>(
  locale: Locale,
  flag: F,
): F & Pick<ShownReviewFlag, 'message' | 'label'> {
  const { message: _stored, ...rest } = flag as F & { message?: unknown }
  const label = reasonLabel(locale, reasonOf(flag))
  return { ...(rest as F), message: flagMessage(locale, flag, label), label }
}

/** A stored geometry advisory as answered, in the reader's language. */
export function shownWarning(locale: Locale, warning: DfmWarning): GeometryWarning {
  const label = reasonLabel(locale, `geometry.${warning.code}`)
  return {
    code: warning.code,
    severity: warning.severity,
    message: filled(locale, `dfm.${warning.code}`, warning.params) ?? capitalised(label),
  }
}

/**
 * A stored DFM finding as answered: what is wrong and the change that clears it, in the reader's
 * language, with what it costs where the quote's levers price its fix.
 */
export function shownFinding(locale: Locale, finding: DfmFinding, levers: readonly Lever[] = []): ShownDfmFinding {
  const params = { ...finding.params, measured: finding.measured, limit: finding.limit }
  return {
    ...finding,
    label: filled(locale, `dfmRule.${finding.rule}`) ?? finding.rule,
    message: filled(locale, `dfmFinding.${finding.rule}`, params) ?? finding.rule,
    fix: filled(locale, `dfmFix.${finding.rule}`, params) ?? '',
    priceEffect: findingPriceEffect(finding, levers),
  }
}

/** The label of a treatment line: its kind and the treatment's name (older quotes only had the label). */
function treatmentLabel(locale: Locale, line: BreakdownLine): string {
  const kind = line.params?.kind ?? (line.label.startsWith('Heat') ? 'heat' : 'surface')
  const stored = String(line.params?.name ?? line.label.slice(line.label.indexOf(': ') + 2))
  // A seeded treatment by the catalogue's name in the reader's language; one the shop named by its
  // Latin alias on an English screen where it has one, else as named.
  const key = String(line.inputs.find((i) => i.name === 'treatment')?.value ?? '')
  const seeded = seededName(locale, 'treatmentName', key, stored)
  const latin = locale === 'zh-CN' ? undefined : line.params?.nameEn
  const name = seeded !== stored ? seeded : (latin ?? stored)
  return filled(locale, `line.${kind}`, { name: String(name) }) ?? line.label
}

function lineFormula(locale: Locale, line: BreakdownLine): string | undefined {
  if (line.key.startsWith('treatment:')) return filled(locale, `formula.treatment.${line.inputs[1]?.name ?? ''}`)
  if (line.key === 'inspection' || line.key === 'packaging') return filled(locale, 'formula.perPiece')
  return filled(locale, `formula.${line.key}`)
}

/**
 * A stored breakdown line with its title and formula in the reader's language. Lines the engine
 * does not make (a reviewer's adjustment) keep the words they were given.
 */
export function shownLine<T extends BreakdownLine>(locale: Locale, line: T): T {
  const label = line.key.startsWith('treatment:')
    ? treatmentLabel(locale, line)
    : (filled(locale, `line.${line.key}`) ?? line.label)
  if (line.formula === undefined) return { ...line, label }
  return { ...line, label, formula: lineFormula(locale, line) ?? line.formula }
}
