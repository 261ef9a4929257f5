import { useContext, useEffect } from 'react'
import { parseColor, parseEnum, parseText } from '../../lib/attributes.ts'
import { emit } from '../../lib/events.ts'
import { modelFormatOf } from '../../lib/file-format.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { HostContext } from '../host-context.ts'

/** Attributes of `<model-preview>`, as r2wc hands them over (strings). */
export interface ModelPreviewProps extends Pick<ElementRootProps, 'container' | 'locale'> {
  src?: string
  format?: string
  units?: string
  poster?: string
  loading?: string
  cameraControls?: string
  autoRotate?: string
  orthographic?: string
  edges?: string
  showDimensions?: string
  background?: string
}

const TAG = 'model-preview'
export const MODEL_UNITS = ['mm', 'cm', 'm', 'in'] as const

function ModelStage({ src, format, poster, background }: ModelPreviewProps) {
  const t = useT()
  const host = useContext(HostContext)
  const url = parseText(src)
  const kind = url ? modelFormatOf(url, parseText(format)) : null
  const bg = parseColor(TAG, 'background', background, '')

  useEffect(() => {
    if (url && !kind && host) {
      emit(host, 'error', { type: 'unsupported', message: t('preview.unsupported', { file: url }) })
    }
  }, [url, kind, host])

  return (
    <div className="qe-viewer" part="viewer" style={bg ? { background: bg } : undefined} data-format={kind ?? ''}>
      {poster && <img className="qe-poster" part="poster" src={poster} alt="" />}
      <div className="qe-status" role="status">
        {!url && <p className="qe-muted">{t('preview.noModel')}</p>}
        {url && !kind && <p>{t('preview.unsupported', { file: url })}</p>}
        {url && kind && (
          <a href={url} download target="_blank" rel="noopener">
            {t('preview.download', { format: kind.toUpperCase() })}
          </a>
        )}
      </div>
    </div>
  )
}

/**
 * Root of `<model-preview>`. This issue fixes the element contract (attributes, format detection,
 * events); the WebGL viewer arrives with the "<model-preview> and <drawing-preview>" issue.
 */
export function ModelPreviewRoot(props: ModelPreviewProps) {
  parseEnum(TAG, 'units', props.units, MODEL_UNITS, 'mm')
  parseEnum(TAG, 'loading', props.loading, ['auto', 'lazy', 'eager'], 'auto')
  return (
    <ElementRoot container={props.container} tag={TAG} locale={props.locale}>
      <ModelStage {...props} />
    </ElementRoot>
  )
}
