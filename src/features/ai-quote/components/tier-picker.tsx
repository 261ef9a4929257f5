import { useStore } from '@nanostores/react'
import { priceText } from '../../../lib/format/price.ts'
import type { LeadTime } from '../../../../contract/lead-time.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { offeredTiers, shopDay, tierName } from '../lib/lead-time.ts'
import { $repricing, editPart } from '../stores/reprice.ts'

/**
 * The delivery tiers the buyer chooses from, cheapest first, one card each with its ship date and
 * unit price; the priced one is checked. Tiers the capacity cannot meet stay in view, disabled,
 * with the fastest date the shop could give. A choice prices the part again at that tier; until
 * the answer comes the chosen card is checked and the group busy. Native radios: arrow keys move
 * between the offered tiers, and the re-price waits for the last of quick moves.
 */
export function TierPicker({ partId, lead, currency }: { partId: number; lead: LeadTime; currency: string }) {
  const t = useT()
  const state = useStore($repricing)[String(partId)]
  const asked = state && state.status !== 'error' ? state.tier : undefined
  const checked = asked ?? lead.tier
  const group = `qe-aiq-tier-${partId}`
  return (
    <fieldset className="qe-aiq-tiers" aria-busy={asked !== undefined} data-testid="ai-quote-tiers">
      <legend className="qe-small">{t('aiQuote.lead.pick')}</legend>
      {offeredTiers(lead).map((o) => (
        <label
          key={o.tier}
          className={`qe-aiq-tier${o.tier === checked ? ' is-checked' : ''}`}
          data-testid={`ai-quote-tier-${o.tier}`}
        >
          <input
            type="radio"
            name={group}
            value={o.tier}
            checked={o.tier === checked}
            onChange={() => editPart(partId, { tier: o.tier })}
          />
          <strong className="qe-aiq-tier-name">{tierName(o.tier)}</strong>
          <span className="qe-aiq-tier-line" data-testid="ai-quote-tier-ship" data-date={o.shipDate}>
            {t('aiQuote.lead.ship', { date: shopDay(o.shipDate) })}
          </span>
          <span className="qe-aiq-tier-line" data-testid="ai-quote-tier-price">
            {t('aiQuote.lead.each', { price: priceText(o.unitPrice, currency) })}
          </span>
        </label>
      ))}
      {lead.refused.map((r) => (
        <label
          key={r.tier}
          className={`qe-aiq-tier is-refused${r.tier === checked ? ' is-checked' : ''}`}
          data-testid={`ai-quote-tier-${r.tier}`}
        >
          {/* Checked only when the buyer asked for it anyway: the price and date are that tier's. */}
          <input type="radio" name={group} value={r.tier} checked={r.tier === checked} disabled />
          <strong className="qe-aiq-tier-name">{tierName(r.tier)}</strong>
          <span className="qe-aiq-tier-line" data-testid="ai-quote-tier-refused">
            {t('aiQuote.lead.refused', { days: r.days })}
          </span>
        </label>
      ))}
      {asked !== undefined && (
        <p className="qe-muted qe-small qe-aiq-tier-status" role="status" data-testid="ai-quote-tier-repricing">
          {t('aiQuote.lead.repricing', { tier: tierName(asked) })}
        </p>
      )}
    </fieldset>
  )
}
