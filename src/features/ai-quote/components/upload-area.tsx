import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { UPLOAD_MAX_FILES } from '../../../../contract/upload-limits.ts'
import { FileDrop } from '../../../lib/upload/file-drop.tsx'
import { missingKinds, missingSuffix } from '../../../lib/upload/upload-rules.ts'
import { $queue, $rejected, $uploadError, addFiles, sendQueue } from '../stores/upload.ts'
import { UploadList } from './upload-list.tsx'

/**
 * The upload area (tour target `ai-quote-upload`): drop or pick several files, see them checked and
 * badged 2D/3D, then send them together. Says when a model or a drawing is missing for a full quote.
 */
export function UploadArea() {
  const t = useT()
  const queue = useStore($queue)
  const rejected = useStore($rejected)
  const error = useStore($uploadError)
  const uploading = queue.some((q) => q.status === 'uploading')
  // Refused files stay listed with their reason but are not sent.
  const sendable = queue.filter((q) => q.refused === undefined)
  const missing = missingKinds(sendable.map((q) => q.file.name))

  return (
    <section
      className="qe-aiq-upload"
      data-tour="ai-quote-upload"
      data-testid="ai-quote-upload"
      aria-label={t('aiQuote.upload.title')}
    >
      <FileDrop
        testIds={{ drop: 'ai-quote-drop', input: 'ai-quote-file-input' }}
        label={t('aiQuote.upload.drop')}
        hint={t('aiQuote.upload.hint', { max: UPLOAD_MAX_FILES })}
        onFiles={addFiles}
      />
      <p className="qe-aiq-guidance qe-small" data-testid="ai-quote-guidance">
        {t('aiQuote.upload.guidance')}
      </p>
      {rejected.length > 0 && (
        <ul className="qe-aiq-rejected" role="alert" data-testid="ai-quote-rejected">
          {rejected.map((r) => (
            <li key={r.name}>{t(`aiQuote.upload.${r.problem}`, { name: r.name, max: UPLOAD_MAX_FILES })}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="qe-aiq-error" role="alert" data-testid="ai-quote-upload-error">
          {error}
        </p>
      )}
      <UploadList />
      {queue.length > 0 && (
        <div className="qe-row">
          {missing.length > 0 && (
            <span className="qe-aiq-warning qe-small" data-testid="ai-quote-missing">
              {t(`aiQuote.upload.missing${missingSuffix(missing)}`)}
            </span>
          )}
          <sl-button
            variant="primary"
            loading={uploading}
            disabled={uploading || sendable.length === 0}
            onClick={() => void sendQueue()}
            data-testid="ai-quote-send-files"
          >
            {t('aiQuote.upload.send', { count: sendable.length })}
          </sl-button>
        </div>
      )}
    </section>
  )
}
