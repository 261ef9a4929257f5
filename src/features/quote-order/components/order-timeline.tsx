import { USER_SLOT, UserText } from '../../../lib/i18n/user-text.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderEvent } from '../api/types.ts'
import { formatTime } from '../lib/format.ts'
import { StatusBadge } from './status-badge.tsx'
import { TitledSection } from './titled-section.tsx'

/** Every move and edit of the order, newest first: who, when, from which status to which, and why. */
export function OrderTimeline({ events }: { events: readonly QuoteOrderEvent[] }) {
  const t = useT()
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
  return (
    <TitledSection titleId="qo-timeline-title" title={t('quoteOrder.detail.timeline')}>
      <ol className="qe-qo-timeline" data-testid="qo-timeline">
        {newestFirst.map((e) => (
          <li key={e.id} data-action={e.action} data-testid="qo-event">
            <time dateTime={e.at} className="qe-muted qe-small">
              {formatTime(e.at)}
            </time>
            <span>
              <strong>{t(`quoteOrder.event.${e.action}`)}</strong> ·{' '}
              {e.by.id === null ? t('quoteOrder.detail.system') : <UserText>{e.by.name}</UserText>}
            </span>
            {e.from !== e.to && (
              <span className="qe-qo-move">
                {e.from && <StatusBadge status={e.from} />} → <StatusBadge status={e.to} />
              </span>
            )}
            {e.reason && (
              <span className="qe-qo-reason">
                <UserText sentence={t('quoteOrder.line.reason', { reason: USER_SLOT })} slot={USER_SLOT}>
                  {e.reason}
                </UserText>
              </span>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
