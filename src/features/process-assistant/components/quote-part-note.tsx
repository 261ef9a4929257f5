import { useT } from '../../../lib/i18n/use-t.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'

/**
 * Above a quoted part's process card: that saving prices the part again, and (where the host can
 * open a quote) the way back to its quote.
 */
export function QuotePartNote({
  part,
  onOpenQuote,
}: {
  part: NonNullable<ProcessDetail['quotePart']>
  onOpenQuote?: ((chatRecordId: number) => void) | undefined
}) {
  const t = useT()
  return (
    <p className="qe-pa-quote-part" role="note" data-testid="pa-quote-part">
      {t('processAssistant.quotePart.note', { name: part.name })}{' '}
      {onOpenQuote && (
        <button
          type="button"
          className="qe-link"
          onClick={() => onOpenQuote(part.chatRecordId)}
          data-testid="pa-quote-part-back"
        >
          {t('processAssistant.quotePart.back')}
        </button>
      )}
    </p>
  )
}
