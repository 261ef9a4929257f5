import { useT } from '../../../lib/i18n/use-t.ts'
import type { InputSource } from '../api/types.ts'

/** Where a value the quote used came from (3D / 2D / you / default), with the long form on hover. */
export function SourceBadge({ source, testId }: { source: InputSource; testId?: string }) {
  const t = useT()
  return (
    <span className={`qe-aiq-badge is-${source}`} title={t(`aiQuote.source.${source}Long`)} data-testid={testId}>
      {t(`aiQuote.source.${source}`)}
    </span>
  )
}
