import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { blockingIssueCount, type ProcessRoute } from '../../../../contract/process-plan.ts'
import { cardView, savedCardView } from '../lib/card-rows.ts'
import { $check, $dirty, $draft } from '../stores/draft.ts'
import { $versionView, closeVersion } from '../stores/version-view.ts'
import { CardToolbar } from './card-toolbar.tsx'
import { DispatchForm } from './dispatch-form.tsx'
import { IssueList } from './issue-list.tsx'
import { PartSummary } from './part-summary.tsx'
import { ProcessCard } from './process-card.tsx'
import { SignOffBlock } from './sign-off-block.tsx'

/**
 * The route on screen: the latest version as an editable card, or read-only when it was dispatched
 * or when an older version is open from the list; the latest carries its sign-off block.
 */
export function RoutePanel({
  recordId,
  owned,
  latest,
  name,
}: {
  recordId: number
  /** Another user's card, open for review: read-only but for its sign-offs. */
  owned: boolean
  latest: ProcessRoute
  name: string
}) {
  const t = useT()
  const draft = useStore($draft)
  const check = useStore($check)
  const dirty = useStore($dirty)
  const older = useStore($versionView)
  if (older && older.status !== 'ready')
    return (
      <p className={older.status === 'error' ? 'qe-pa-alert' : 'qe-muted'} role="status" data-testid="pa-version-state">
        {older.status === 'error' ? older.message : t('processAssistant.versions.loading')}{' '}
        <button type="button" className="qe-link" onClick={closeVersion}>
          {t('processAssistant.versions.backToLatest')}
        </button>
      </p>
    )
  const route = older?.route ?? latest
  const editable =
    owned && !older && latest.dispatchId === null && draft !== null && draft.baseVersion === latest.version
  const view = editable
    ? cardView(draft.operations, latest, check.status === 'ready' ? check.check : null, dirty)
    : savedCardView(route)
  return (
    <section
      className="qe-pa-route"
      aria-label={t('processAssistant.card.title')}
      data-testid="pa-route"
      data-version={route.version}
    >
      <PartSummary route={route} name={name} />
      {older && (
        <p className="qe-pa-note" role="status" data-testid="pa-older">
          {t('processAssistant.versions.readOnly', { version: route.version })}{' '}
          <button type="button" className="qe-link" onClick={closeVersion}>
            {t('processAssistant.versions.backToLatest')}
          </button>
        </p>
      )}
      {!owned && (
        <p className="qe-pa-note" role="status" data-testid="pa-reviewing">
          {t('processAssistant.signOff.reviewing')}
        </p>
      )}
      {!older && latest.dispatchId !== null && (
        <p className="qe-pa-note" role="status" data-testid="pa-dispatched">
          {t('processAssistant.dispatch.done', { id: latest.dispatchId })}
        </p>
      )}
      <CardToolbar version={route.version} readOnly={!editable} />
      <IssueList issues={view.routeIssues} check={editable ? check.status : 'idle'} />
      <ProcessCard view={view} readOnly={!editable} />
      {!older && <SignOffBlock recordId={recordId} version={latest.version} />}
      {editable && <DispatchForm version={latest.version} errors={blockingIssueCount(latest.issues)} />}
    </section>
  )
}
