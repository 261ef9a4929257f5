import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { formatSize } from '../../../lib/upload/upload-rules.ts'
import { $partFiles, removePartFile } from '../stores/upload.ts'

/** The picked model and drawing, each with its size and a remove button (which cancels a send). */
export function PartFileList() {
  const t = useT()
  const files = useStore($partFiles)
  return (
    <ul className="qe-pa-files" data-testid="pa-files">
      {(['3d', '2d'] as const).map((kind) => {
        const file = files[kind]
        return (
          <li key={kind} className="qe-pa-file" data-testid={`pa-file-${kind}`}>
            <span className={`qe-pa-badge is-${kind}`}>{kind.toUpperCase()}</span>
            {file ? (
              <>
                <span className="qe-pa-file-name qe-ellipsis" title={file.name}>
                  {file.name}
                </span>
                <span className="qe-muted qe-small">{formatSize(file.size)}</span>
                <sl-icon-button
                  name="x-lg"
                  label={t('aiQuote.upload.remove', { name: file.name })}
                  onClick={() => removePartFile(kind)}
                />
              </>
            ) : (
              <span className="qe-muted qe-small">
                {t(`processAssistant.upload.none${kind.toUpperCase() as Uppercase<typeof kind>}`)}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
