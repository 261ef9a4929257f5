import { t } from '../../../lib/i18n/index.ts'
import { priceText } from '../../../lib/format/price.ts'
import type { Lever, Part, RepriceInput } from '../api/types.ts'
import { nameIn, tierName, type StepNames } from './lead-time.ts'

/** A grade, a size or a count as the lever gives it ("7", "3.2", "0.5"). */
const num = (v: Lever['from']) => String(v ?? '')

/** What a lever changes, in the reader's words ("Tolerance IT7 → IT9 on 4 features"). */
export function leverText(lever: Lever, names: StepNames): string {
  const key = (v: Lever['from']) => String(v ?? '')
  switch (lever.kind) {
    case 'tolerance':
      return t('aiQuote.levers.tolerance', {
        from: num(lever.from),
        to: num(lever.to),
        count: lever.changes.tightFeatureCount ?? 0,
      })
    case 'roughness':
      return t('aiQuote.levers.roughness', { from: num(lever.from), to: num(lever.to) })
    case 'material': {
      const name = (v: Lever['from']) => nameIn(names.materials, key(v), 'materialName') ?? key(v)
      return t('aiQuote.levers.material', { from: name(lever.from), to: name(lever.to) })
    }
    case 'treatment': {
      const all = [...(names.surfaceTreatments ?? []), ...(names.heatTreatments ?? [])]
      const name = (v: Lever['from']) => nameIn(all, key(v)) ?? key(v)
      return lever.to === null
        ? t('aiQuote.levers.dropTreatment', { from: name(lever.from) })
        : t('aiQuote.levers.treatment', { from: name(lever.from), to: name(lever.to) })
    }
    case 'cornerRadius':
      return t('aiQuote.levers.cornerRadius', { from: num(lever.from), to: num(lever.to) })
    case 'quantity':
      return t('aiQuote.levers.quantity', { from: num(lever.from), to: num(lever.to) })
    case 'leadTier':
      return t('aiQuote.levers.leadTier', { from: tierName(key(lever.from)), to: tierName(key(lever.to)) })
  }
}

/** "−¥12.30/件": what a lever takes off each piece (a saving is negative, written with a minus). */
export const savingText = (lever: Lever, currency: string) =>
  t('aiQuote.levers.saving', { amount: priceText(lever.unitPriceDelta.replace(/^-/, ''), currency) })

/** "+7 天", "−3 天", or that the ship date stays. */
export function daysText(lever: Lever): string {
  if (lever.daysDelta === 0) return t('aiQuote.levers.sameDate')
  const days = Math.abs(lever.daysDelta)
  return lever.daysDelta > 0 ? t('aiQuote.levers.later', { days }) : t('aiQuote.levers.sooner', { days })
}

/** "Total +¥4,569.40" when a lever raises the line total (a larger quantity); '' otherwise. */
export const totalText = (lever: Lever, currency: string) =>
  Number(lever.totalDelta) > 0 ? t('aiQuote.levers.totalMore', { amount: priceText(lever.totalDelta, currency) }) : ''

/**
 * What undoing a lever sets back: each attribute it changes at the buyer's value before it, or
 * cleared (null) when the buyer had none, so the drawing or the default applies again.
 */
export function undoChanges(part: Pick<Part, 'attributes'>, lever: Lever): RepriceInput {
  const before = part.attributes
  return Object.fromEntries(Object.keys(lever.changes).map((k) => [k, before[k] ?? null]))
}
