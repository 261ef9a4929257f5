import { useEffect, type ReactElement } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteEventMap } from '../../../lib/events.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { useModelUrls } from '../../../lib/use-file-url.ts'
import { featureRefs } from '../lib/op-features.ts'
import { $partSelection, $recordFeatures, clearPartSelection, pickFeature } from '../stores/part-view.ts'

type RecordFile = ProcessDetail['files'][number]

function Loading({
  file,
  analysed,
  children,
}: {
  file: RecordFile
  /** The mesh exists once the analysis has read the model. */
  analysed: boolean
  children: (urls: { src?: string; meshSrc?: string }) => ReactElement
}) {
  const t = useT()
  const state = useModelUrls(file.url, file.meshUrl, !analysed)
  if (state.status === 'error')
    return (
      <p className="qe-viewer-frame qe-pa-viewer qe-muted" role="alert" data-testid="pa-preview-error">
        {t('processAssistant.part.previewFailed', { name: file.name })}
      </p>
    )
  if (state.status === 'loading')
    return (
      <p className="qe-viewer-frame qe-pa-viewer qe-muted" role="status">
        {t('common.loading')}
      </p>
    )
  return children(state)
}

function Model({ file, detail }: { file: RecordFile; detail: ProcessDetail }) {
  const features = useStore($recordFeatures)
  const selection = useStore($partSelection)
  const operations = detail.route?.operations ?? []
  return (
    <Loading file={file} analysed={detail.status === 'done' || detail.status === 'failed'}>
      {({ src, meshSrc }) => (
        <model-preview
          className="qe-viewer-frame qe-pa-viewer"
          src={src}
          mesh-src={meshSrc}
          format={file.format}
          loading="lazy"
          camera-controls="true"
          features={features.length ? JSON.stringify(featureRefs(features)) : undefined}
          selected-feature={selection?.featureIds.join(' ') ?? ''}
          onfeature-click={(e: CustomEvent<QuoteEventMap['feature-click']>) => pickFeature(operations, e.detail.id)}
          data-testid="pa-model"
        />
      )}
    </Loading>
  )
}

/**
 * The part beside its card: the 3D model, its features linked to operations. The drawing is not shown
 * here: `<drawing-preview>` fetches its `src`, and a page under the strict CSP (`connect-src 'self'`)
 * refuses to fetch the `blob:` URL an authorised file becomes.
 */
export function PartView({ detail }: { detail: ProcessDetail }) {
  const t = useT()
  // A selection belongs to one record: opening another starts with nothing highlighted.
  useEffect(() => clearPartSelection, [detail.id])
  const model = detail.files.find((f) => f.kind === '3d')
  if (!model && detail.files.length === 0) return null
  return (
    <section
      className="qe-pa-part qe-pa-screen-only"
      aria-label={t('processAssistant.part.title')}
      data-testid="pa-part"
    >
      {model ? (
        <Model file={model} detail={detail} />
      ) : (
        <p className="qe-viewer-frame qe-pa-viewer qe-muted">{t('processAssistant.part.noModel')}</p>
      )}
    </section>
  )
}
