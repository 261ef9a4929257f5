import { useEffect, useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '../messages.ts'
import '../styles.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $dirty } from '../stores/draft.ts'
import { onProcess, type ProcessEvents } from '../stores/events.ts'
import { $record } from '../stores/record.ts'
import { newProcess, showProcessRecord } from '../stores/screen.ts'
import { cancelUpload } from '../stores/upload.ts'
import { RecordView } from './record-view.tsx'
import { UploadForm } from './upload-form.tsx'

/** Props of ProcessScreen. */
export interface ProcessScreenProps {
  /** The process record to show (`?id=` / `record-id`); absent for a new part. */
  recordId?: number | undefined
  /** An upload created a record: the host adds it to its history and its address. */
  onRecordCreated?: (record: ProcessEvents['recordCreated']) => void
  /** A new record's first route arrived. */
  onPlanned?: (detail: ProcessEvents['planned']) => void
  /** "New part" was pressed: the host forgets the record id it shows. */
  onNew?: () => void
  /** Shown beside the screen (the history list of `<process-assistant show-history>`). */
  aside?: ReactNode
  /** Opens an AI quote chat record: a quoted part's process card links back to its quote. */
  onOpenQuote?: (chatRecordId: number) => void
}

/**
 * The machining-process assistant: upload a part, follow its analysis, edit the planned
 * route as a process card, talk to the assistant, keep versions, dispatch, download and print.
 */
export function ProcessScreen({ recordId, onRecordCreated, onPlanned, onNew, aside, onOpenQuote }: ProcessScreenProps) {
  const t = useT()
  const record = useStore($record)
  const dirty = useStore($dirty)
  const [confirmNew, setConfirmNew] = useState(false)
  const startNew = () => {
    newProcess()
    onNew?.()
  }
  useEffect(() => {
    if (recordId !== undefined) void showProcessRecord(recordId)
    else newProcess()
  }, [recordId])
  // Leaving the screen (its tab closed, the element removed) stops an upload in flight; the picked
  // files stay for when it is opened again.
  useEffect(() => cancelUpload, [])
  useEffect(() => (onRecordCreated ? onProcess('recordCreated', onRecordCreated) : undefined), [onRecordCreated])
  useEffect(() => (onPlanned ? onProcess('planned', onPlanned) : undefined), [onPlanned])
  return (
    <div className={`qe-pa${aside ? ' has-aside' : ''}`} data-testid="pa-screen">
      {aside && <aside className="qe-pa-aside qe-pa-screen-only">{aside}</aside>}
      <section className="qe-pa-main">
        <header className="qe-row qe-pa-screen-only">
          <h2 className="qe-title">{t('processAssistant.title')}</h2>
          <sl-button onClick={() => (dirty ? setConfirmNew(true) : startNew())} data-testid="pa-new">
            {t('processAssistant.new')}
          </sl-button>
        </header>
        {record.status === 'idle' && <UploadForm />}
        {record.status === 'loading' && (
          <p className="qe-muted" role="status" data-testid="pa-loading">
            {t('processAssistant.loading')}
          </p>
        )}
        {record.status === 'error' && (
          <p className="qe-pa-alert" role="alert" data-testid="pa-load-error">
            {t('processAssistant.loadFailed')} {record.message}{' '}
            <button type="button" className="qe-link" onClick={() => void showProcessRecord(record.id)}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {record.status === 'ready' && <RecordView detail={record.detail} onOpenQuote={onOpenQuote} />}
        {confirmNew && (
          <ConfirmDialog
            message={t('processAssistant.confirmNew')}
            confirmLabel={t('processAssistant.new')}
            onConfirm={async () => {
              startNew()
              return true
            }}
            onClose={() => setConfirmNew(false)}
            testId="pa-new"
          />
        )}
      </section>
    </div>
  )
}
