import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteEventMap } from '../../../lib/events.ts'
import type { Part, PartFile } from '../api/types.ts'
import { highlightsOf } from '../lib/attributes.ts'
import { partFeatures } from '../lib/part-features.ts'
import { findingRefs, isFindingId } from '../lib/dfm-faces.ts'
import { $featureSelection, selectFeature, selectedIds, toggleFinding } from '../stores/feature-selection.ts'
import { DfmLegend } from './dfm-legend.tsx'
import { $findings, highlightFinding, loadFindings } from '../stores/findings.ts'
import { useFileUrl, useModelUrls } from '../../../lib/use-file-url.ts'
import { warmUp } from '../../../lib/warm-up.ts'

function primary(part: Part, kind: '3d' | '2d'): PartFile | undefined {
  return part.files.find((f) => f.kind === kind && f.primary) ?? part.files.find((f) => f.kind === kind)
}

function ModelThumb({ part, file }: { part: Part; file: PartFile }) {
  const t = useT()
  const analysing = part.status === 'pending' || part.status === 'running'
  const state = useModelUrls(file.url, file.meshUrl, analysing)
  // While the price is worked out, the viewer's code loads, so the model shows right after it.
  useEffect(() => {
    if (analysing) warmUp('model-preview')
  }, [analysing])
  const selection = useStore($featureSelection)[String(part.partId)]
  // The model shown is the part's primary model, the one the server recognised the features on; the
  // DFM findings name faces of the same model.
  const features = file.primary ? partFeatures(part) : []
  const selected = selectedIds(features, selection)
  const figure = useRef<HTMLElement>(null)
  // A highlight asked for from the attribute list or the findings shows where the buyer looks: a
  // model scrolled above the fold (the attributes are below it on a tall card) comes back into view.
  useEffect(() => {
    const box = figure.current?.getBoundingClientRect()
    if (!selected || !box || (box.top >= 0 && box.bottom <= window.innerHeight)) return
    figure.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  }, [selected])
  if (state.status === 'error')
    return <p className="qe-viewer-frame qe-aiq-viewer qe-muted">{t('aiQuote.card.previewFailed')}</p>
  if (state.status === 'loading')
    return (
      <p className="qe-viewer-frame qe-aiq-viewer qe-muted" role="status">
        {t('common.loading')}
      </p>
    )
  const refs = file.primary ? [...features, ...findingRefs(part)] : []
  const onClick = (detail: QuoteEventMap['feature-click']) =>
    isFindingId(detail.id)
      ? selection?.featureId !== detail.id && toggleFinding(part.partId, detail.id)
      : selectFeature(part.partId, detail)
  return (
    <figure className="qe-aiq-model" ref={figure}>
      <model-preview
        className="qe-viewer-frame qe-aiq-viewer"
        src={state.src}
        mesh-src={state.meshSrc}
        format={file.format}
        loading="lazy"
        camera-controls="true"
        features={refs.length ? JSON.stringify(refs) : undefined}
        selected-feature={selected}
        onfeature-click={(e: CustomEvent<QuoteEventMap['feature-click']>) => onClick(e.detail)}
        data-testid="ai-quote-model"
      />
      <DfmLegend part={part} />
    </figure>
  )
}

function DrawingView({ part, file }: { part: Part; file: PartFile }) {
  const t = useT()
  const state = useFileUrl(file.url)
  const findings = useStore($findings)[String(part.partId)]
  useEffect(() => void loadFindings(part.partId), [part.partId])
  if (state.status === 'error')
    return <p className="qe-viewer-frame qe-aiq-viewer qe-muted">{t('aiQuote.card.previewFailed')}</p>
  if (state.status === 'loading')
    return (
      <p className="qe-viewer-frame qe-aiq-viewer qe-muted" role="status">
        {t('common.loading')}
      </p>
    )
  const highlights = JSON.stringify(highlightsOf(findings?.items ?? [], findings?.active ?? -1))
  return (
    <drawing-preview
      className="qe-viewer-frame qe-aiq-viewer"
      src={state.url}
      format={file.format}
      highlights={highlights}
      onhighlight-click={(e: CustomEvent) => highlightFinding(part.partId, (e.detail as { index: number }).index)}
      data-testid="ai-quote-drawing"
    />
  )
}

/** The part's 3D thumbnail with its recognised features, and its drawing with the recognised annotations boxed. */
export function PartPreviews({ part }: { part: Part }) {
  const t = useT()
  const model = primary(part, '3d')
  const drawing = primary(part, '2d')
  return (
    <div className="qe-aiq-previews">
      {model ? (
        <ModelThumb part={part} file={model} />
      ) : (
        <p className="qe-viewer-frame qe-aiq-viewer qe-muted">{t('aiQuote.card.noModel')}</p>
      )}
      {drawing ? (
        <DrawingView part={part} file={drawing} />
      ) : (
        <p className="qe-viewer-frame qe-aiq-viewer qe-muted">{t('aiQuote.card.noDrawing')}</p>
      )}
    </div>
  )
}
