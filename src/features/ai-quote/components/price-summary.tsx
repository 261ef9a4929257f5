import { formatMoney } from '../../../../contract/format/money.ts'
import { priceText } from '../../../lib/format/price.ts'
import { $locale, translate } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PartQuote } from '../api/types.ts'
import { StageCosts } from './stage-costs.tsx'

/**
 * The price: unit and total with and without tax, the breakdown by section (each line's amount
 * and formula), and the quantity breaks. Money always goes through formatMoney.
 */
export function PriceSummary({ quote }: { quote: PartQuote }) {
  const t = useT()
  // A multiplier the shop's engine names; one this version does not know keeps its name.
  const adjustmentName = (name: string) => translate($locale.get(), `aiQuote.adjust.${name}`) || name
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
            {quote.adjustments
              .map((a) => `${adjustmentName(a.name)} ${String(a.value)}${a.unit ? ` ${a.unit}` : ''}`)
              .join(' · ')}
          </p>
        )}
      </details>
      {quote.quantityBreaks.length > 0 && (
        <table className="qe-aiq-table qe-small" data-testid="ai-quote-breaks">
          <caption>{t('aiQuote.price.breaks')}</caption>
          <thead>
            <tr>
              <th>{t('aiQuote.attr.quantity')}</th>
              <th>{t('aiQuote.price.unit')}</th>
              <th>{t('aiQuote.price.totalShort')}</th>
              <th>{t('aiQuote.price.withTax')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.quantityBreaks.map((b) => (
              <tr key={b.quantity}>
                <td>{b.quantity}</td>
                <td>{formatMoney(b.unitPrice)}</td>
                <td>{formatMoney(b.total)}</td>
                <td>{formatMoney(b.totalWithTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
