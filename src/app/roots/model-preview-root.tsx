import { useContext, useMemo } from 'react'
import type { FeatureRef } from '../../../contract/features.ts'
import { parseBool, parseColor, parseEnum, parseJson, parseText } from '../../lib/attributes.ts'
import { modelFormatOf } from '../../../contract/file-format.ts'
import { ModelStage } from '../../features/preview-3d/components/model-stage.tsx'
import { isFeatureList } from '../../features/preview-3d/lib/feature-list.ts'
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
  /** JSON text, or the list itself when set as a property. */
  features?: string | FeatureRef[]
  selectedFeature?: string
}

const TAG = 'model-preview'
const MODEL_UNITS = ['mm', 'cm', 'm', 'in'] as const

function ModelPreviewBody(props: ModelPreviewProps) {
  const host = useContext(HostContext)
  const url = parseText(props.src)
  // Parsed once per change: a new list would re-tint the model and cost a full frame.
  const features = useMemo(() => parseJson(TAG, 'features', props.features, [], isFeatureList), [props.features])
  const bool = (attr: string, value: string | undefined, fallback: boolean) => parseBool(TAG, attr, value, fallback)
  return (
    <ModelStage
      host={host}
      url={url}
      format={url ? modelFormatOf(url, parseText(props.format)) : null}
      units={parseEnum(TAG, 'units', props.units, MODEL_UNITS, 'mm')}
      poster={parseText(props.poster)}
      loading={parseEnum(TAG, 'loading', props.loading, ['auto', 'lazy', 'eager'] as const, 'auto')}
      cameraControls={bool('camera-controls', props.cameraControls, true)}
      autoRotate={bool('auto-rotate', props.autoRotate, false)}
      orthographic={bool('orthographic', props.orthographic, false)}
      edges={bool('edges', props.edges, false)}
      showDimensions={bool('show-dimensions', props.showDimensions, false)}
      background={parseColor(TAG, 'background', props.background, '')}
      features={features}
      selectedFeature={parseText(props.selectedFeature)}
    />
  )
}

/** Root of `<model-preview>`: parses the attributes; the viewer lives in features/preview-3d. */
export function ModelPreviewRoot(props: ModelPreviewProps) {
  return (
    <ElementRoot container={props.container} tag={TAG} locale={props.locale}>
      <ModelPreviewBody {...props} />
    </ElementRoot>
  )
}
