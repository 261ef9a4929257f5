import { parseText } from '../../lib/attributes.ts'
import { modelFormatOf } from '../../../contract/file-format.ts'
import { ModelStage } from '../../features/preview-3d/components/model-stage.tsx'
import { PreviewPage } from './preview-page.tsx'

/** /3d-preview?src=…[&format=…&units=…]: one model, full size; no login needed. */
export function Preview3dPage() {
  return (
    <PreviewPage
      testId="preview-3d"
      render={(url, query) => (
        <ModelStage
          host={null}
          url={url}
          format={modelFormatOf(url, parseText(query.get('format')))}
          units={parseText(query.get('units'), 'mm')}
          poster=""
          loading="eager"
          cameraControls
          autoRotate={false}
          orthographic={false}
          edges={false}
          showDimensions
          background=""
        />
      )}
    />
  )
}
