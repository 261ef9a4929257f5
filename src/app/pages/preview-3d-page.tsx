import { useSearch } from 'wouter'
import { parseText } from '../../lib/attributes.ts'
import { modelFormatOf } from '../../../contract/file-format.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { ModelStage } from '../../features/preview-3d/components/model-stage.tsx'

/** /3d-preview?src=…[&format=…&units=…]: one model, full size; no login needed. */
export function Preview3dPage() {
  const t = useT()
  const query = new URLSearchParams(useSearch())
  const url = parseText(query.get('src'))
  return (
    <main className="qe-preview-page" data-testid="preview-3d">
      {url ? (
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
      ) : (
        <p className="qe-center qe-muted" role="status">
          {t('preview.missingSrc')}
        </p>
      )}
    </main>
  )
}
