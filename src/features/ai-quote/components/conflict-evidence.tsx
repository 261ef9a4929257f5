import { useT } from '../../../lib/i18n/use-t.ts'
import { useFileUrl, useModelUrls } from '../../../lib/use-file-url.ts'
import type { ModelConflict, Part, PartFile } from '../api/types.ts'
import { conflictFeatureId, conflictRefs } from '../lib/conflicts.ts'

const primary = (part: Part, kind: '3d' | '2d'): PartFile | undefined =>
  part.files.find((f) => f.kind === kind && f.primary)

function DrawingSide({ file, conflict }: { file: PartFile; conflict: ModelConflict }) {
  const t = useT()
  const state = useFileUrl(file.url)
  if (state.status !== 'ready')
    return (
      <p className="qe-viewer-frame qe-aiq-viewer qe-muted" role={state.status === 'loading' ? 'status' : undefined}>
        {t(state.status === 'loading' ? 'common.loading' : 'aiQuote.card.previewFailed')}
      </p>
    )
  const { page, box, text } = conflict.drawing
  return (
    <drawing-preview
      className="qe-viewer-frame qe-aiq-viewer"
      src={state.url}
      format={file.format}
      page={String(page)}
      highlights={JSON.stringify([{ page, ...box, label: `▶ ${text}` }])}
      focus="0"
      data-testid="ai-quote-conflict-drawing"
    />
  )
}

function ModelSide({
  part,
  file,
  conflict,
  label,
}: {
  part: Part
  file: PartFile
  conflict: ModelConflict
  label: string
}) {
  const t = useT()
  const state = useModelUrls(file.url, file.meshUrl)
  if (state.status !== 'ready')
    return (
      <p className="qe-viewer-frame qe-aiq-viewer qe-muted" role={state.status === 'loading' ? 'status' : undefined}>
        {t(state.status === 'loading' ? 'common.loading' : 'aiQuote.card.previewFailed')}
      </p>
    )
  const refs = conflictRefs(conflict, label)
  return (
    <model-preview
      className="qe-viewer-frame qe-aiq-viewer"
      src={state.src}
      mesh-src={state.meshSrc}
      format={file.format}
      camera-controls="true"
      show-dimensions={conflict.kind === 'size' ? 'true' : undefined}
      features={refs.length ? JSON.stringify(refs) : undefined}
      selected-feature={refs.length ? conflictFeatureId(conflict) : undefined}
      data-testid="ai-quote-conflict-model"
      data-part-id={part.partId}
    />
  )
}

/**
 * A conflict on both documents at once: the drawing with the text it was read from boxed and zoomed
 * to, beside the model with the faces it concerns tinted (the whole model for a size; what the
 * buyer entered has no faces, so the model is shown as it is).
 */
export function ConflictEvidence({ part, conflict, label }: { part: Part; conflict: ModelConflict; label: string }) {
  const t = useT()
  const drawing = primary(part, '2d')
  const model = primary(part, '3d')
  return (
    <div className="qe-aiq-previews qe-aiq-conflict-evidence" data-testid="ai-quote-conflict-evidence">
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
        {model && <ModelSide part={part} file={model} conflict={conflict} label={label} />}
      </figure>
    </div>
  )
}
