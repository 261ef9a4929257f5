import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { $actionError, $failedAction } from '../stores/busy.ts'
import { AnalysisStatus } from './analysis-status.tsx'
import { CommandBox } from './command-box.tsx'
import { MessageList } from './message-list.tsx'
import { PartView } from './part-view.tsx'
import { QuotePartNote } from './quote-part-note.tsx'
import { RoutePanel } from './route-panel.tsx'
import { VersionList } from './version-list.tsx'

/** An open process record: analysis state, the route with its versions, and the conversation. */
export function RecordView({
  detail,
  onOpenQuote,
}: {
  detail: ProcessDetail
  /** Opens a chat record of the AI quote (the quoted part's, from its process card). */
  onOpenQuote?: ((chatRecordId: number) => void) | undefined
}) {
  const t = useT()
  // A refused dispatch is said beside its button, far below this (dispatch-form.tsx).
  const failed = useStore($failedAction)
  const actionError = useStore($actionError)
  const error = failed === 'dispatch' ? null : actionError
  return (
    <div className="qe-pa-record" data-testid="pa-record" data-record={detail.id}>
      {detail.quotePart && <QuotePartNote part={detail.quotePart} onOpenQuote={onOpenQuote} />}
      <AnalysisStatus />
      {error && (
        <p className="qe-pa-alert" role="alert" data-testid="pa-action-error">
          {error}
        </p>
      )}
      <PartView detail={detail} />
      {detail.route ? (
        <>
          <VersionList detail={detail} />
          <RoutePanel recordId={detail.id} owned={detail.owned} latest={detail.route} name={detail.name} />
        </>
      ) : (
        detail.status === 'done' && (
          <p className="qe-muted" data-testid="pa-no-route">
            {t('processAssistant.card.noRoute')}
          </p>
        )
      )}
      <div className="qe-pa-conversation qe-pa-screen-only">
        <MessageList messages={detail.messages} />
        {detail.owned && <CommandBox disabled={!detail.route} />}
      </div>
    </div>
  )
}
