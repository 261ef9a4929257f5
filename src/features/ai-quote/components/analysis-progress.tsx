import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import { $analysis, cancelAnalysis } from '../stores/conversation.ts'

/** Progress of the last upload's analysis, with cancel; then its outcome in plain words. */
export function AnalysisProgress() {
  const t = useT()
  const analysis = useStore($analysis)
  if (!analysis) return null
  if (analysis.status === 'running') {
    return (
      <div className="qe-aiq-analysis" role="status" data-testid="ai-quote-analysis">
        <span>{t('aiQuote.analysis.running', { progress: analysis.progress })}</span>
        {analysis.scans.map((scan) => (
          <span key={scan.partId} data-testid="ai-quote-analysis-scan">
            {t('aiQuote.analysis.readingScan', { name: scan.name, page: scan.page, total: scan.total })}
          </span>
        ))}
        <ProgressBar value={analysis.progress} label={t('aiQuote.analysis.label')} />
        <sl-button size="small" onClick={cancelAnalysis} data-testid="ai-quote-cancel-analysis">
          {t('common.cancel')}
        </sl-button>
      </div>
    )
  }
  if (analysis.status === 'done') {
    if (analysis.failed.length === 0) return null
    return (
      <p className="qe-aiq-warning" role="alert" data-testid="ai-quote-analysis-partial">
        {t('aiQuote.analysis.someFailed', { parts: analysis.failed.join('; ') })}
      </p>
    )
  }
  return (
    <p className="qe-aiq-error" role="alert" data-testid="ai-quote-analysis-error">
      {t(`aiQuote.analysis.${analysis.status}`)} {analysis.status === 'failed' ? analysis.message : ''}
    </p>
  )
}
