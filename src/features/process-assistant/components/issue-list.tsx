import { useT } from '../../../lib/i18n/use-t.ts'
import type { RouteIssue } from '../../../../contract/process-plan.ts'
import type { CheckState } from '../stores/draft.ts'

/** Problems of the route as a whole, with the state of the check that found them. */
export function IssueList({ issues, check }: { issues: RouteIssue[]; check: CheckState['status'] }) {
  const t = useT()
  return (
    <div className="qe-pa-issues" aria-live="polite" data-testid="pa-issues" data-check={check}>
      {check === 'checking' && <p className="qe-muted qe-small">{t('processAssistant.card.checking')}</p>}
      {check === 'error' && (
        <p className="qe-pa-alert qe-small" role="alert">
          {t('processAssistant.card.checkFailed')}
        </p>
      )}
      {issues.length > 0 && (
        <ul>
          {issues.map((issue, i) => (
            <li key={i} className={`qe-pa-issue is-${issue.severity}`} data-testid="pa-route-issue">
              {issue.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
