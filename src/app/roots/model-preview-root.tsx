import { useContext, useMemo } from 'react'
import { attributeName, type AttributeProps } from '../../lib/attribute-spec.ts'
import { parseBool, parseColor, parseEnum, parseJson, parseText } from '../../lib/attributes.ts'
import { modelFormatOf } from '../../../contract/file-format.ts'
import { ModelStage } from '../../features/preview-3d/components/model-stage.tsx'
import { isFeatureList } from '../../features/preview-3d/lib/feature-list.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { HostContext } from '../host-context.ts'
import { ELEMENT_ATTRIBUTES } from './element-attributes.ts'

const TAG = 'model-preview'
const ATTRIBUTES = ELEMENT_ATTRIBUTES[TAG]

/** Attributes of `<model-preview>`, as r2wc hands them over. */
export type ModelPreviewProps = AttributeProps<typeof ATTRIBUTES> & Pick<ElementRootProps, 'container'>

type Attributes = typeof ATTRIBUTES
type BoolName = { [K in keyof Attributes]: Attributes[K] extends { default: boolean } ? K : never }[keyof Attributes]

function ModelPreviewBody(props: ModelPreviewProps) {
  const host = useContext(HostContext)
  const url = parseText(props.src)
  const meshUrl = parseText(props.meshSrc)
  // Parsed once per change: a new list would re-tint the model and cost a full frame.
  const features = useMemo(() => parseJson(TAG, 'features', props.features, [], isFeatureList), [props.features])
  const bool = (name: BoolName) => parseBool(TAG, attributeName(name), props[name], ATTRIBUTES[name].default)
  const { units, loading } = ATTRIBUTES
  return (
    <ModelStage
      host={host}
      url={url}
      meshUrl={meshUrl}
      format={url || meshUrl ? modelFormatOf(url, parseText(props.format)) : null}
      units={parseEnum(TAG, 'units', props.units, units.values, units.default)}
      poster={parseText(props.poster)}
      loading={parseEnum(TAG, 'loading', props.loading, loading.values, loading.default)}
      cameraControls={bool('cameraControls')}
      autoRotate={bool('autoRotate')}
      orthographic={bool('orthographic')}
      edges={bool('edges')}
      showDimensions={bool('showDimensions')}
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
