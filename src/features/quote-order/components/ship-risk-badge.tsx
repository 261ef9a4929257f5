import { useT } from '../../../lib/i18n/use-t.ts'

/**
 * The mark of an order whose promised ship date the shop's capacity can no longer meet (the server
 * flags it once the order is accepted or ordered). `explained` adds the sentence of what to do;
 * otherwise it is the badge's tooltip and accessible description.
 */
export function ShipRiskBadge({ explained = false }: { explained?: boolean }) {
  const t = useT()
  const hint = t('quoteOrder.field.shipRiskHint')
  const badge = (
    <span
      className="qe-qo-badge is-danger"
      title={explained ? undefined : hint}
      aria-description={explained ? undefined : hint}
      data-testid="qo-ship-risk"
    >
      ⚠ {t('quoteOrder.field.shipRisk')}
    </span>
  )
  if (!explained) return badge
  return (
    <p role="alert" className="qe-qo-ship-risk" data-testid="qo-ship-risk-note">
      {badge} <span data-testid="qo-ship-risk-hint">{hint}</span>
    </p>
  )
}
