import { useT } from '../../../lib/i18n/use-t.ts'
import type { GeometryWarning, ReviewFlag } from '../api/types.ts'

/**
 * Why a person must look at the quote, and the model's other advisories, as the server worded them
 * in the reader's language. Advisories that hold the price are review flags already, so the list
 * shows each only once.
 */
export function ReviewFlags({ flags, warnings }: { flags: ReviewFlag[]; warnings: GeometryWarning[] }) {
  const t = useT()
  const notes = warnings.filter((w) => w.severity !== 'review')
  if (flags.length === 0 && notes.length === 0) return null
  return (
    <div className="qe-aiq-flags" role="note" data-testid="ai-quote-flags">
      {flags.length > 0 && <strong className="qe-small">{t('aiQuote.card.review')}</strong>}
      <ul>
        {flags.map((f, i) => (
          <li key={`${f.code}-${i}`} title={f.label} data-testid="ai-quote-flag">
            {f.message}
          </li>
        ))}
        {notes.map((w, i) => (
          <li key={`${w.code}-${i}`} className="qe-muted" data-testid="ai-quote-warning">
            {w.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
