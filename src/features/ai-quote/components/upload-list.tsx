import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import { formatSize } from '../../../lib/upload/upload-rules.ts'
import { $queue, removeFile } from '../stores/upload.ts'

/**
 * The picked files: name, 2D/3D badge, size, upload progress, and remove (cancels while sending). A
 * file the server refused is marked, with the reason under it.
 */
export function UploadList() {
  const t = useT()
  const queue = useStore($queue)
  if (queue.length === 0) return null
  return (
    <ul className="qe-aiq-files" data-testid="ai-quote-queue">
      {queue.map((q) => (
        <li
          key={q.id}
          className={q.refused === undefined ? 'qe-aiq-file' : 'qe-aiq-file is-refused'}
          data-testid="ai-quote-queued"
          data-refused={q.refused === undefined ? undefined : 'true'}
        >
          <span className={`qe-aiq-badge is-${q.kind}`}>{q.kind.toUpperCase()}</span>
          <span className="qe-aiq-file-name qe-ellipsis" title={q.file.name}>
            {q.file.name}
          </span>
          <span className="qe-muted qe-small">{formatSize(q.file.size)}</span>
          {q.status === 'uploading' && (
            <ProgressBar
              value={Math.round(q.progress * 100)}
              label={t('aiQuote.upload.progress', { name: q.file.name })}
            />
          )}
          <sl-icon-button
            name="x-lg"
            label={
              q.status === 'uploading'
                ? t('aiQuote.upload.cancel', { name: q.file.name })
                : t('aiQuote.upload.remove', { name: q.file.name })
            }
            onClick={() => removeFile(q.id)}
          />
          {q.refused !== undefined && (
            <span className="qe-aiq-file-error qe-small" role="alert" data-testid="ai-quote-file-refused">
              {q.refused}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
