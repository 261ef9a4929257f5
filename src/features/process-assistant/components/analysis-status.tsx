import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { pageBeingRead } from '../../../../contract/analysis-task.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import { $busy } from '../stores/busy.ts'
import { replanRoute } from '../stores/command.ts'
import { $follow, $record, reloadRecord, stopFollowing } from '../stores/record.ts'
import { stopAnalysis } from '../stores/analysis.ts'

/**
 * The analysis of the open record while there is no route yet: running (with stop), failed (the
 * server's reason, and plan again), or no longer followed (look again). Stopping and planning again
 * are the record owner's; a card signer reviewing it sees the state only.
 */
export function AnalysisStatus() {
  const t = useT()
  const record = useStore($record)
  const follow = useStore($follow)
  const busy = useStore($busy)
  if (record.status !== 'ready') return null
  const { detail } = record
  if (detail.status === 'pending' || detail.status === 'running')
    return (
      <section className="qe-pa-status" role="status" data-testid="pa-analysis-running">
        <span>{t('processAssistant.analysis.running')}</span>
        {detail.step?.stage === 'ocr' && (
          <span data-testid="pa-analysis-scan">
            {t('processAssistant.analysis.readingScan', { page: pageBeingRead(detail.step), total: detail.step.total })}
          </span>
        )}
        <ProgressBar label={t('processAssistant.analysis.label')} />
        {follow?.status === 'following' ? (
          <div className="qe-row">
            <sl-button size="small" onClick={stopFollowing} data-testid="pa-stop-following">
              {t('processAssistant.analysis.stopFollowing')}
            </sl-button>
            {detail.owned && (
              <sl-button
                size="small"
                variant="danger"
                outline
                onClick={() => void stopAnalysis()}
                data-testid="pa-cancel-analysis"
              >
                {t('processAssistant.analysis.cancel')}
              </sl-button>
            )}
          </div>
        ) : (
          <p className="qe-muted qe-small" data-testid="pa-not-following">
            {follow?.message ?? ''} {t('processAssistant.analysis.notFollowing')}{' '}
            <button type="button" className="qe-link" onClick={() => void reloadRecord()}>
              {t('processAssistant.analysis.lookAgain')}
            </button>
          </p>
        )}
      </section>
    )
  if (detail.status === 'failed')
    return (
      <section className="qe-pa-alert" role="alert" data-testid="pa-analysis-failed">
        <p>
          {t('processAssistant.analysis.failed')} {detail.error ?? ''}
        </p>
        {detail.owned && (
          <sl-button size="small" loading={busy === 'replan'} onClick={() => void replanRoute()} data-testid="pa-retry">
            {t('common.retry')}
          </sl-button>
        )}
      </section>
    )
  return null
}
