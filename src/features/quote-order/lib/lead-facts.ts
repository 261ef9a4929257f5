import { formatCalendarDay } from '../../../lib/format/calendar-day.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import type { MessageKey, t as translate } from '../../../lib/i18n/index.ts'
import type { QuoteOrderLine } from '../api/types.ts'

type T = typeof translate

/** One fact of a line's delivery: its label, its text, and the test id of its value. */
export interface LeadFact {
  label: MessageKey
  text: string
  testId: string
}

/** Lead days in words: working days of the shop's calendar at a tier, plain days on lines frozen before tiers. */
export const leadDaysText = (days: number, tiered: boolean, t: T): string =>
  t(tiered ? 'quoteOrder.line.workdays' : 'quoteOrder.line.days', { days })

/**
 * What a line promises about delivery, in the reader's words. A line priced at a tier names the
 * tier, its working days and the dates it ships and arrives; a line frozen before tiers had only
 * a number of days, and says just that.
 */
export function leadFacts(
  line: Pick<QuoteOrderLine, 'tier' | 'leadDays' | 'shipDate' | 'deliveryDate'>,
  t: T,
): LeadFact[] {
  const days = { label: 'quoteOrder.line.leadDays', testId: 'qo-line-days' } as const
  if (line.tier === null) return [{ ...days, text: leadDaysText(line.leadDays, false, t) }]
  const facts: LeadFact[] = [
    { label: 'quoteOrder.line.tier', text: enumLabel('leadTier', line.tier), testId: 'qo-line-tier' },
    { ...days, text: leadDaysText(line.leadDays, true, t) },
  ]
  if (line.shipDate)
    facts.push({
      label: 'quoteOrder.line.shipDate',
      text: formatCalendarDay(line.shipDate),
      testId: 'qo-line-ship-date',
    })
  if (line.deliveryDate)
    facts.push({
      label: 'quoteOrder.line.deliveryDate',
      text: formatCalendarDay(line.deliveryDate),
      testId: 'qo-line-delivery-date',
    })
  return facts
}

/** The latest of some YYYY-MM-DD dates (they sort as text); null when none is given. */
export function latestDay(days: readonly (string | null | undefined)[]): string | null {
  const given = days.filter((d): d is string => Boolean(d))
  return given.length > 0 ? given.reduce((a, b) => (b > a ? b : a)) : null
}
