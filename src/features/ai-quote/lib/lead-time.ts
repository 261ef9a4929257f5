import { formatCalendarDay, type CalendarDayStyle } from '../../../../contract/format/calendar-day.ts'
import type { LeadOption, LeadSegment, LeadTime } from '../../../../contract/lead-time.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { seededName, type SeededKind } from '../../../lib/i18n/seeded-name.ts'
import '../../../lib/i18n/enum-messages.ts'
import { $locale, t } from '../../../lib/i18n/index.ts'
import type { Choice, PartQuote } from '../api/types.ts'

/** The configuration's names of what a step stands for (the re-price form's choices). */
export interface StepNames {
  materials?: readonly Choice[]
  surfaceTreatments?: readonly Choice[]
  heatTreatments?: readonly Choice[]
}

/** One step of the way to the ship date in the reader's words. */
export interface LeadStep {
  kind: LeadSegment['kind']
  /** "加工 · 三轴加工中心" */
  name: string
  /** "3 天", "现货" */
  days: string
  /** "排队 2 天" when the step waited behind booked work; '' otherwise. */
  wait: string
  bottleneck: boolean
}

/**
 * A tier in the reader's words: the shop's tiers are its own keys, and the usual ones (economy,
 * standard, rush) have labels; a key the catalogue lacks is the shop's own name and shown as it is.
 */
export const tierName = (key: string): string => enumLabel('leadTier', key)

/** A ship or delivery date in the reader's language ("12月3日 周四" / "Thu, Dec 3"). */
export const shopDay = (day: string, style?: CalendarDayStyle) => formatCalendarDay(day, $locale.get(), style)

/** A configuration row's name in the reader's words while it is still the product's seeded one. */
export function nameIn(choices: readonly Choice[] | undefined, key: string, kind: SeededKind = 'treatmentName') {
  const name = choices?.find((c) => c.key === key)?.name
  return name === undefined ? undefined : seededName(kind, key, name)
}

/** What a step is: its kind and the material, machine kind, treatment, region or tier it stands for. */
function stepName(s: LeadSegment, names: StepNames, tier: string): string {
  const key = s.key ?? ''
  const named = (kind: string, what: string) => (what ? `${kind} · ${what}` : kind)
  switch (s.kind) {
    case 'material':
      return named(t('aiQuote.lead.step.material'), nameIn(names.materials, key, 'materialName') ?? key)
    case 'machining':
      return named(t('aiQuote.lead.step.machining'), enumLabel('equipmentType', key))
    case 'treatment': {
      const surface = nameIn(names.surfaceTreatments, key)
      if (surface) return named(t('aiQuote.lead.step.surface'), surface)
      const heat = nameIn(names.heatTreatments, key)
      if (heat) return named(t('aiQuote.lead.step.heat'), heat)
      return named(t('aiQuote.lead.step.treatment'), key)
    }
    case 'inspection':
      return t('aiQuote.lead.step.inspection')
    case 'shipping':
      return named(t('aiQuote.lead.step.shipping'), key)
    case 'tier':
      return named(t('aiQuote.lead.step.tier'), tierName(tier))
  }
}

/**
 * The steps that make up the chosen tier's date, in route order, each with its days and the days
 * it waited in the queue; the bottleneck is marked. Steps that take no time are left out, except
 * the material, which then says it is in stock.
 */
export function leadSteps(lead: LeadTime, names: StepNames): LeadStep[] {
  return lead.segments.flatMap((s, i) => {
    if (s.days <= 0 && s.kind !== 'material') return []
    return [
      {
        kind: s.kind,
        name: stepName(s, names, lead.tier),
        days: s.days > 0 ? t('aiQuote.lead.stepDays', { days: s.days }) : t('aiQuote.lead.inStock'),
        wait: s.waitDays ? t('aiQuote.lead.waited', { days: s.waitDays }) : '',
        bottleneck: i === lead.bottleneck && s.days > 0,
      },
    ]
  })
}

/** A step as one line: "加工 · 三轴加工中心 3 天（排队 2 天）". */
export const stepText = (step: LeadStep) =>
  `${step.name} ${step.days}${step.wait ? t('aiQuote.lead.aside', { text: step.wait }) : ''}`

/**
 * The offered tiers from the cheapest and slowest to the dearest and fastest (economy, standard,
 * rush), whatever order the configuration keeps its keys in: the buyer reads them as a scale.
 */
export function offeredTiers(lead: Pick<LeadTime, 'offered'>): LeadOption[] {
  return [...lead.offered].sort((a, b) => a.priceFactor - b.priceFactor || b.days - a.days)
}

/** The tiers of the quantity × tier table: the offered ones as the picker orders them, then the refused, then any other a break has. */
export function tierColumns(quote: Pick<PartQuote, 'leadTime' | 'quantityBreaks'>): string[] {
  const keys = [
    ...(quote.leadTime ? offeredTiers(quote.leadTime).map((o) => o.tier) : []),
    ...(quote.leadTime?.refused.map((r) => r.tier) ?? []),
    ...quote.quantityBreaks.flatMap((b) => (b.tiers ? offeredTiers({ offered: b.tiers }).map((o) => o.tier) : [])),
  ]
  return [...new Set(keys)]
}

/**
 * Whether a stored quote's dates were worked out on an earlier day than today on the reader's
 * clock: the shop's queue has moved since, so the card says so and offers to date the part again.
 */
export function datedBefore(startDate: string, now: Date = new Date()): boolean {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  return startDate < today
}
