import { useT } from '../i18n/use-t.ts'
import { useFileUrl, useModelUrls } from '../use-file-url.ts'
import type { ModelConflict } from '../../../contract/conflicts.ts'
import type { PartFile } from '../../../contract/quote.ts'
import { conflictFeatureId, conflictRefs } from './conflict-text.ts'

const primary = (files: readonly PartFile[], kind: '3d' | '2d'): PartFile | undefined =>
  files.find((f) => f.kind === kind && f.primary)

function DrawingSide({ file, conflict }: { file: PartFile; conflict: ModelConflict }) {
  const t = useT()
  const state = useFileUrl(file.url)
  if (state.status !== 'ready')
    return (
      <p
        className="qe-viewer-frame qe-conflict-viewer qe-muted"
        role={state.status === 'loading' ? 'status' : undefined}
      >
        {t(state.status === 'loading' ? 'common.loading' : 'aiQuote.card.previewFailed')}
      </p>
    )
  const { page, box, text } = conflict.drawing
  return (
    <drawing-preview
      className="qe-viewer-frame qe-conflict-viewer"
      src={state.url}
      format={file.format}
      page={String(page)}
      highlights={JSON.stringify([{ page, ...box, label: `▶ ${text}` }])}
      focus="0"
      data-testid="ai-quote-conflict-drawing"
    />
  )
}

function ModelSide({ file, conflict, label }: { file: PartFile; conflict: ModelConflict; label: string }) {
  const t = useT()
  const state = useModelUrls(file.url, file.meshUrl)
  if (state.status !== 'ready')
    return (
      <p
        className="qe-viewer-frame qe-conflict-viewer qe-muted"
        role={state.status === 'loading' ? 'status' : undefined}
      >
        {t(state.status === 'loading' ? 'common.loading' : 'aiQuote.card.previewFailed')}
      </p>
    )
  const refs = conflictRefs(conflict, label)
  return (
    <model-preview
      className="qe-viewer-frame qe-conflict-viewer"
      src={state.src}
      mesh-src={state.meshSrc}
      format={file.format}
      camera-controls="true"
      show-dimensions={conflict.kind === 'size' ? 'true' : undefined}
      features={refs.length ? JSON.stringify(refs) : undefined}
      selected-feature={refs.length ? conflictFeatureId(conflict) : undefined}
      data-testid="ai-quote-conflict-model"
    />
  )
}

/**
 * A conflict on both documents at once: the drawing with the text it was read from boxed and zoomed
 * to, beside the model with the faces it concerns tinted (the whole model for a size; what the
 * buyer entered has no faces, so the model is shown as it is).
 */
export function ConflictEvidence({
  files,
  conflict,
  label,
}: {
  files: readonly PartFile[]
  conflict: ModelConflict
  label: string
}) {
  const t = useT()
  const drawing = primary(files, '2d')
  const model = primary(files, '3d')
  return (
    <div className="qe-conflict-evidence" data-testid="ai-quote-conflict-evidence">
      <figure>
        <figcaption className="qe-small">
          {t('aiQuote.conflicts.onDrawing', { text: conflict.drawing.text })}
        </figcaption>
        {drawing && <DrawingSide file={drawing} conflict={conflict} />}
      </figure>
      <figure>
        <figcaption className="qe-small">
          {t(conflict.model.faces.length > 0 ? 'aiQuote.conflicts.onModelFaces' : 'aiQuote.conflicts.onModel')}
        </figcaption>
        {model && <ModelSide file={model} conflict={conflict} label={label} />}
      </figure>
    </div>
  )
}
