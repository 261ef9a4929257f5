import { useEffect, useRef, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { onConversation, type ConversationEvents } from '../stores/conversation-events.ts'
import { newQuote, showRecord } from '../stores/screen.ts'
import { cancelUpload } from '../stores/upload.ts'
import { $conversation } from '../stores/conversation.ts'
import { AnalysisProgress } from './analysis-progress.tsx'
import { CommandBox } from './command-box.tsx'
import { DownloadBar } from './download-bar.tsx'
import { MessageList } from './message-list.tsx'
import { PartList } from './part-card.tsx'
import { UploadArea } from './upload-area.tsx'
import '../styles.ts'

/** Props of AiQuoteScreen. */
export interface AiQuoteScreenProps {
  /** The chat record to show (`?id=` / `record-id`); absent for a new conversation. */
  recordId?: number | undefined
  /** A new record was created: the host adds it to its history list. */
  onRecordCreated?: (record: ConversationEvents['recordCreated']) => void
  /** An upload was priced. */
  onQuoteCreated?: (detail: ConversationEvents['quoteCreated']) => void
  /** The start button began a new conversation: the host forgets the record id it shows. */
  onNew?: () => void
  /** Shown beside the conversation (the history list of `<ai-quote show-history>`). */
  aside?: ReactNode
  /** More actions on the ticked priced parts beside the download (the app's "create quote order"). */
  selectionActions?: (partIds: number[]) => ReactNode
  /** More actions on one priced part, in its card's header (the app's "process card"). */
  partActions?: ((part: { partId: number; name: string }) => ReactNode) | undefined
}

/**
 * The AI quote conversation (/ai-quote/quote): start, upload and analysis, a result card
 * per part, free-text commands, and the quote sheet download.
 */
export function AiQuoteScreen({
  recordId,
  onRecordCreated,
  onQuoteCreated,
  onNew,
  aside,
  selectionActions,
  partActions,
}: AiQuoteScreenProps) {
  const t = useT()
  const { status } = useStore($conversation)

  // A record no longer asked for (deleted while open, or the address lost its id) leaves an empty
  // conversation, never the old one on screen. Without a record from the start, the current
  // conversation stays: it may be one whose first upload is still creating its record.
  const shown = useRef(recordId)
  useEffect(() => {
    if (recordId !== undefined) void showRecord(recordId)
    else if (shown.current !== undefined) newQuote()
    shown.current = recordId
  }, [recordId])
  // Leaving the screen (its tab closed, the element removed) stops an upload in flight; the files
  // stay queued for when it is opened again.
  useEffect(() => cancelUpload, [])
  useEffect(() => (onRecordCreated ? onConversation('recordCreated', onRecordCreated) : undefined), [onRecordCreated])
  useEffect(() => (onQuoteCreated ? onConversation('quoteCreated', onQuoteCreated) : undefined), [onQuoteCreated])

  return (
    <div className={`qe-aiq${aside ? ' has-aside' : ''}`} data-testid="ai-quote-screen">
      {aside && <aside className="qe-aiq-aside">{aside}</aside>}
      <section className="qe-aiq-main">
        <header className="qe-row">
          <h2 className="qe-title">{t('aiQuote.title')}</h2>
          <sl-button
            variant="primary"
            data-tour="ai-quote-start"
            onClick={() => {
              newQuote()
              onNew?.()
            }}
            data-testid="ai-quote-start"
          >
            {t('aiQuote.start')}
          </sl-button>
        </header>
        {status === 'error' ? (
          <p className="qe-aiq-error" role="alert" data-testid="ai-quote-load-error">
            {t('aiQuote.loadFailed')}{' '}
            {recordId !== undefined && (
              <button type="button" className="qe-link" onClick={() => void showRecord(recordId)}>
                {t('common.retry')}
              </button>
            )}
          </p>
        ) : (
          <MessageList />
        )}
        <AnalysisProgress />
        <PartList actions={partActions} />
        <DownloadBar actions={selectionActions} />
        <UploadArea />
        <CommandBox />
      </section>
    </div>
  )
}
