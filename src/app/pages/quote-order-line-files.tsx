import { useState } from 'react'
import { getFileBlob } from '../../lib/api/get-file-blob.ts'
import { useModelUrls } from '../../lib/use-file-url.ts'
import type { PartFile } from '../../../contract/quote.ts'
import { useT } from '../../lib/i18n/use-t.ts'
// Its thumbnails take the quote order screens' rules and words, also on the back office's
// conversation page, whose chunk does not otherwise load the quote order's catalogue.
import '../../features/quote-order/messages.ts'
import '../../features/quote-order/styles.ts'

type LineFile = PartFile

// The order screens show stored uploads the way the AI quote cards do: fetched with the session's
// token and handed to <model-preview> as an object URL. Composed here, since features stay apart.

function ModelThumb({ file }: { file: LineFile }) {
  const t = useT()
  const state = useModelUrls(file.url, file.meshUrl)
  if (state.status === 'error') return <p className="qe-qo-thumb qe-muted">{t('quoteOrder.line.previewFailed')}</p>
  if (state.status === 'loading')
    return (
      <p className="qe-qo-thumb qe-muted" role="status">
        {t('common.loading')}
      </p>
    )
  return (
    <model-preview
      className="qe-qo-thumb"
      src={state.src}
      mesh-src={state.meshSrc}
      format={file.format}
      loading="lazy"
      camera-controls="true"
      data-testid="qo-line-model"
    />
  )
}

/** Opens a drawing in a new tab (the stored file needs the token, so it goes through the client first). */
function DrawingLink({ file }: { file: LineFile }) {
  const t = useT()
  const [failed, setFailed] = useState(false)
  const open = async () => {
    // Opened before the await: a window opened later counts as a popup and is blocked.
    const win = window.open('', '_blank')
    try {
      const url = URL.createObjectURL(await getFileBlob(file.url))
      if (win) win.location.href = url
      else window.location.assign(url)
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      win?.close()
      setFailed(true)
    }
  }
  return (
    <li>
      <button type="button" className="qe-link" onClick={() => void open()} data-testid="qo-line-drawing">
        {t('quoteOrder.line.drawing', { name: file.name })}
      </button>
      {failed && <span className="qe-error qe-small"> {t('quoteOrder.line.previewFailed')}</span>}
    </li>
  )
}

/** A part's 3D thumbnail (its primary model) and a link per drawing: an order line's, or a conversation's part in the back office. */
export function OrderLineFiles({ files }: { files: readonly LineFile[] }) {
  const t = useT()
  const models = files.filter((f) => f.kind === '3d')
  const model = models.find((f) => f.primary) ?? models[0]
  const drawings = files.filter((f) => f.kind === '2d')
  return (
    <>
      {model ? <ModelThumb file={model} /> : <p className="qe-qo-thumb qe-muted">{t('quoteOrder.line.noModel')}</p>}
      {drawings.length > 0 && (
        <ul className="qe-qo-drawings">
          {drawings.map((f) => (
            <DrawingLink key={f.fileId} file={f} />
          ))}
        </ul>
      )}
    </>
  )
}
