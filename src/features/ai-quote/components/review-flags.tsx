import { useT } from '../../../lib/i18n/use-t.ts'
import type { ReviewFlag } from '../api/types.ts'

/** Manual-review flags and geometry warnings, in plain words (the server translates them). */
export function ReviewFlags({ flags, warnings }: { flags: ReviewFlag[]; warnings: string[] }) {
  const t = useT()
  if (flags.length === 0 && warnings.length === 0) return null
  return (
    <div className="qe-aiq-flags" role="note" data-testid="ai-quote-flags">
      {flags.length > 0 && <strong className="qe-small">{t('aiQuote.card.review')}</strong>}
      <ul>
        {flags.map((f) => (
          <li key={f.code} title={f.label}>{f.message}</li>
        ))}
        {warnings.map((w) => (
          <li key={w} className="qe-muted">{w}</li>
        ))}
      </ul>
    </div>
  )
}
