import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { UPLOAD_MAX_FILES } from '../../../../contract/upload-limits.ts'
import { FileDrop } from '../../../lib/upload/file-drop.tsx'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import { missingKinds, missingSuffix } from '../../../lib/upload/upload-rules.ts'
import {
  $partFiles,
  $planInput,
  $rejected,
  $uploadError,
  $uploadProgress,
  addPartFiles,
  cancelUpload,
  quantityOf,
  sendPart,
} from '../stores/upload.ts'
import { PartFields } from './part-fields.tsx'
import { PartFileList } from './part-file-list.tsx'

/**
 * The part to plan: drop or pick its 3D model and 2D drawing (checked as the AI quote checks them),
 * say how many and, if known, the material and treatments, then send with progress and cancel.
 */
export function UploadForm() {
  const t = useT()
  const files = useStore($partFiles)
  const rejected = useStore($rejected)
  const error = useStore($uploadError)
  const progress = useStore($uploadProgress)
  const { quantity } = useStore($planInput)
  const names = Object.values(files).flatMap((f) => (f ? [f.name] : []))
  const missing = missingKinds(names)
  const sending = progress !== null

  function submit(e: FormEvent) {
    e.preventDefault()
    void sendPart()
  }

  return (
    <form
      className="qe-pa-upload"
      onSubmit={submit}
      aria-label={t('processAssistant.upload.title')}
      data-testid="pa-upload"
    >
      <FileDrop
        testIds={{ drop: 'pa-drop', input: 'pa-file-input' }}
        label={t('processAssistant.upload.drop')}
        hint={t('aiQuote.upload.hint', { max: UPLOAD_MAX_FILES })}
        onFiles={addPartFiles}
      />
      {rejected.length > 0 && (
        <ul className="qe-pa-alert" role="alert" data-testid="pa-rejected">
          {rejected.map((r) => (
            <li key={r.name}>{t(`aiQuote.upload.${r.problem}`, { name: r.name, max: UPLOAD_MAX_FILES })}</li>
          ))}
        </ul>
      )}
      <PartFileList />
      {names.length > 0 && missing.length > 0 && (
        <p className="qe-pa-warning qe-small" data-testid="pa-missing">
          {t(`processAssistant.upload.missing${missingSuffix(missing)}`)}
        </p>
      )}
      <PartFields disabled={sending} />
      {sending && (
        <div className="qe-row">
          <ProgressBar
            value={Math.round(progress * 100)}
            label={t('processAssistant.upload.progress')}
            testId="pa-upload-progress"
          />
          <sl-button onClick={cancelUpload} data-testid="pa-upload-cancel">
            {t('common.cancel')}
          </sl-button>
        </div>
      )}
      {error && (
        <p className="qe-pa-alert" role="alert" data-testid="pa-upload-error">
          {error}
        </p>
      )}
      <div className="qe-row">
        <sl-button
          type="submit"
          variant="primary"
          loading={sending}
          disabled={sending || names.length === 0 || quantityOf(quantity) === null}
          data-testid="pa-send"
        >
          {t('processAssistant.upload.send')}
        </sl-button>
      </div>
    </form>
  )
}
