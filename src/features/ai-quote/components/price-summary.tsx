import type { ReactNode } from 'react'
import { formatMoney } from '../../../../contract/format/money.ts'
import { priceText } from '../../../lib/format/price.ts'
import { $locale, translate } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PartQuote, PricedInput } from '../api/types.ts'
import { tierName } from '../lib/lead-time.ts'
import { StageCosts } from './stage-costs.tsx'
import { percentText, signedPercentText } from '../../../lib/format/rate.ts'

/** Multipliers stored as fractions of the price. */
const RATES = new Set(['vatRate', 'mgmtRate', 'profitRate'])

/**
 * The price: unit and total with and without tax, what the card puts next to it (the lead time),
 * and the breakdown by section (each line's amount and formula). Money always goes through formatMoney.
 */
export function PriceSummary({ quote, children }: { quote: PartQuote; children?: ReactNode }) {
  const t = useT()
  // A multiplier the shop's engine names; one this version does not know keeps its name.
  const adjustmentName = (name: string) => translate($locale.get(), `aiQuote.adjust.${name}`) || name
  // The tier is a key of the shop's tiers: named like the tier picker names it; rates read as
  // percentages (增值税率 13 %), a tier's factor as a surcharge (+30 %), a discount as a multiplier.
  const adjustmentValue = (a: PricedInput) => {
    if (a.name === 'leadTier') return tierName(String(a.value))
    if (a.name === 'tierFactor') return signedPercentText(a.value)
    if (a.name === 'quantityDiscount') return `×${Number(a.value)}`
    if (RATES.has(a.name)) return percentText(a.value)
    return `${String(a.value)}${a.unit ? ` ${a.unit}` : ''}`
  }
  if (!quote.priced)
    return (
      <p className="qe-aiq-warning" data-testid="ai-quote-unpriced">
        {t('aiQuote.card.unpriced')}
      </p>
    )
  const cur = quote.currency
  return (
    <div className="qe-aiq-price" data-testid="ai-quote-price">
      <table className="qe-aiq-table">
        <thead>
          <tr>
            <th />
            <th>{t('aiQuote.price.withoutTax')}</th>
            <th>{t('aiQuote.price.withTax')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('aiQuote.price.unit')}</th>
            <td data-testid="ai-quote-unit-price">{priceText(quote.unitPrice, cur)}</td>
            <td>{priceText(quote.unitPriceWithTax, cur)}</td>
          </tr>
          <tr>
            <th scope="row">{t('aiQuote.price.total', { quantity: quote.quantity })}</th>
            <td data-testid="ai-quote-total">{priceText(quote.total, cur)}</td>
            <td data-testid="ai-quote-total-tax">{priceText(quote.totalWithTax, cur)}</td>
          </tr>
        </tbody>
      </table>
      {children}
      <details className="qe-aiq-breakdown" open data-testid="ai-quote-breakdown">
        <summary>{t('aiQuote.price.breakdown')}</summary>
        <ul>
          {quote.breakdown.map((line) => (
            <li key={line.key} data-testid={`ai-quote-line-${line.key}`}>
              <span>{line.label}</span>
              <strong>{formatMoney(line.amount)}</strong>
              <span className="qe-muted qe-small">{line.formula}</span>
              {line.stages && line.stages.length > 0 && <StageCosts stages={line.stages} />}
            </li>
          ))}
        </ul>
        {quote.adjustments.length > 0 && (
          <p className="qe-muted qe-small" data-testid="ai-quote-adjustments">
            {t('aiQuote.price.adjustments')}:{' '}
            {quote.adjustments.map((a) => `${adjustmentName(a.name)} ${adjustmentValue(a)}`).join(' · ')}
          </p>
        )}
      </details>
    </div>
  )
}
