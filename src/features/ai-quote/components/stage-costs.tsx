import { formatMoney } from '../../../../contract/format/money.ts'
import type { StageCost } from '../../../../contract/quote.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import '../../../lib/i18n/enum-messages.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

/**
 * Under the machining line: what each stage of the route the part is priced from adds, with its
 * minutes per piece, so the buyer sees where the machining money goes (the stages sum to the line
 * before its tolerance and finish factors).
 */
export function StageCosts({ stages }: { stages: StageCost[] }) {
  const t = useT()
  return (
    <ul className="qe-aiq-stages" aria-label={t('aiQuote.price.byStage')} data-testid="ai-quote-stages">
      {stages.map((s) => (
        <li key={s.stage} data-stage={s.stage}>
          <span>
            {enumLabel('stage', s.stage)}{' '}
            <span className="qe-muted">{t('aiQuote.price.stageMinutes', { minutes: s.minutes.toFixed(1) })}</span>
          </span>
          <span>{formatMoney(s.amount)}</span>
        </li>
      ))}
    </ul>
  )
}
