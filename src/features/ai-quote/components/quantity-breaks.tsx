import { formatMoney } from '../../../../contract/format/money.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PartQuote, QuantityBreak } from '../api/types.ts'
import { shopDay, tierColumns, tierName } from '../lib/lead-time.ts'

/** A quote stored before lead times were planned: its breaks priced at one tier. */
function PlainBreaks({ breaks }: { breaks: QuantityBreak[] }) {
  const t = useT()
  return (
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
        {breaks.map((b) => (
          <tr key={b.quantity}>
            <td>{b.quantity}</td>
            <td>{formatMoney(b.unitPrice)}</td>
            <td>{formatMoney(b.total)}</td>
            <td>{formatMoney(b.totalWithTax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The quantity breaks at every delivery tier: per quantity and tier the unit price and the ship
 * date, the cell the part is priced at marked; a tier the capacity cannot meet at a quantity is a
 * dash. Quotes stored before lead times were planned keep their one-tier table.
 */
export function QuantityBreaks({ quote }: { quote: PartQuote }) {
  const t = useT()
  const breaks = quote.quantityBreaks
  const columns = tierColumns(quote)
  if (breaks.length === 0) return null
  if (columns.length === 0 || !breaks.some((b) => b.tiers)) return <PlainBreaks breaks={breaks} />
  const chosen = quote.leadTime?.tier
  return (
    <table className="qe-aiq-table qe-aiq-breaks qe-small" data-testid="ai-quote-breaks">
      <caption>{t('aiQuote.lead.breaks')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('aiQuote.attr.quantity')}</th>
          {columns.map((tier) => (
            <th key={tier} scope="col">
              {tierName(tier)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {breaks.map((b) => (
          <tr key={b.quantity}>
            <th scope="row">{b.quantity}</th>
            {columns.map((tier) => {
              const offer = b.tiers?.find((o) => o.tier === tier)
              const here = b.quantity === quote.quantity && tier === chosen
              return (
                <td
                  key={tier}
                  className={here ? 'is-chosen' : undefined}
                  aria-current={here || undefined}
                  data-testid={`ai-quote-break-${b.quantity}-${tier}`}
                >
                  {offer ? (
                    <>
                      <span data-testid="ai-quote-break-price">{formatMoney(offer.unitPrice)}</span>
                      <span className="qe-muted" data-testid="ai-quote-break-ship">
                        {shopDay(offer.shipDate, { weekday: false })}
                      </span>
                    </>
                  ) : (
                    <span className="qe-muted" title={t('aiQuote.lead.notOffered')}>
                      <span aria-hidden="true">—</span>
                      <span className="qe-visually-hidden">{t('aiQuote.lead.notOffered')}</span>
                    </span>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
