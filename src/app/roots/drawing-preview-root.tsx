import { useContext, useEffect, useState } from 'react'
import { parseJson, parseNumber, parseText } from '../../lib/attributes.ts'
import { emit } from '../../lib/events.ts'
import { drawingFormatOf } from '../../lib/file-format.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { HostContext } from '../host-context.ts'
import { isHighlightList, type Highlight } from './highlights.ts'

/** Attributes of `<drawing-preview>`, as r2wc hands them over. */
export interface DrawingPreviewProps extends Pick<ElementRootProps, 'container' | 'locale'> {
  src?: string
  format?: string
  page?: string
  highlights?: string | Highlight[]
}

const TAG = 'drawing-preview'

/** A raster drawing with its highlight boxes, placed in the image's own pixel coordinates (keyed by URL). */
function RasterDrawing({ url, format, highlights }: { url: string; format: string; highlights: Highlight[] }) {
  const host = useContext(HostContext)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  return (
    <div style={{ position: 'relative', display: 'inline-block', maxWidth: '100%', maxHeight: '100%' }}>
      <img
        className="qe-drawing"
        part="drawing"
        src={url}
        alt=""
        onLoad={(e) => {
          const img = e.currentTarget
          setSize({ width: img.naturalWidth, height: img.naturalHeight })
          if (host) emit(host, 'load', { format, pages: 1, width: img.naturalWidth, height: img.naturalHeight })
        }}
        onError={() => host && emit(host, 'error', { type: 'loadfailure', message: `Could not load ${url}` })}
      />
      {size &&
        highlights.map((h, index) => (
          <button
            key={index}
            type="button"
            className="qe-highlight"
            part="highlight"
            title={h.label}
            aria-label={h.label ?? `#${index + 1}`}
            style={{
              left: `${(h.x / size.width) * 100}%`,
              top: `${(h.y / size.height) * 100}%`,
              width: `${(h.width / size.width) * 100}%`,
              height: `${(h.height / size.height) * 100}%`,
            }}
            onClick={() => host && emit(host, 'highlight-click', { index, highlight: h })}
          />
        ))}
    </div>
  )
}

function DrawingStage({ src, format, page, highlights }: DrawingPreviewProps) {
  const t = useT()
  const host = useContext(HostContext)
  const url = parseText(src)
  const kind = url ? drawingFormatOf(url, parseText(format)) : null
  const pageNo = parseNumber(TAG, 'page', page, 1, 1)
  const boxes = parseJson(TAG, 'highlights', highlights, [], isHighlightList).filter((h) => (h.page ?? 1) === pageNo)

  useEffect(() => {
    if (url && !kind && host) emit(host, 'error', { type: 'unsupported', message: t('preview.unsupported', { file: url }) })
  }, [url, kind, host])

  if (url && (kind === 'png' || kind === 'jpg')) {
    return (
      <div className="qe-viewer" part="viewer">
        <RasterDrawing key={url} url={url} format={kind} highlights={boxes} />
      </div>
    )
  }
  return (
    <div className="qe-viewer" part="viewer" data-format={kind ?? ''}>
      <div className="qe-status" role="status">
        {!url && <p className="qe-muted">{t('preview.noDrawing')}</p>}
        {url && !kind && <p>{t('preview.unsupported', { file: url })}</p>}
        {url && kind && (
          <a href={url} target="_blank" rel="noopener">
            {t('preview.open', { format: kind.toUpperCase() })}
          </a>
        )}
      </div>
    </div>
  )
}

/**
 * Root of `<drawing-preview>`. Raster drawings render here with their highlight boxes; the PDF and
 * DXF renderers arrive with the "<model-preview> and <drawing-preview>" issue.
 */
export function DrawingPreviewRoot(props: DrawingPreviewProps) {
  return (
    <ElementRoot container={props.container} tag={TAG} locale={props.locale}>
      <DrawingStage {...props} />
    </ElementRoot>
  )
}
