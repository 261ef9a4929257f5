import { UserText } from '../../../lib/i18n/user-text.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Comparison } from '../api/types.ts'
import { formatDelta } from '../lib/format.ts'
import { TitledSection } from './titled-section.tsx'

/** Why each column's total differs from the first: the lines that moved it, and what changed on them. */
export function CompareAttributionList({ comparison }: { comparison: Comparison }) {
  const t = useT()
  const first = comparison.columns[0]
  if (!first) return null
  return (
    <TitledSection titleId="qo-attribution-title" title={t('quoteOrder.compare.why')}>
      <ul className="qe-qo-attribution" data-testid="qo-attribution">
        {comparison.attribution.map((a) => {
          const column = comparison.columns[a.column]
          if (!column) return null
          return (
            <li key={a.column} data-testid="qo-attribution-column">
              <strong>
                {t('quoteOrder.compare.against', {
                  label: column.label,
                  first: first.label,
                  delta: formatDelta(a.delta),
                  currency: column.currency,
                })}
              </strong>
              {a.lines.length === 0 ? (
                <span className="qe-muted"> {t('quoteOrder.compare.same')}</span>
              ) : (
                <ul>
                  {a.lines.map((line) => (
                    <li key={line.partKey} data-testid="qo-attribution-line">
                      <UserText>{line.partName}</UserText>: {formatDelta(line.delta)} {column.currency}
                      {line.causes.length > 0 && (
                        <span className="qe-muted">
                          {' '}
                          ({line.causes.map((c) => t(`quoteOrder.compareField.${c}`)).join(', ')})
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </TitledSection>
  )
}
