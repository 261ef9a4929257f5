import { useSearch } from 'wouter'
import { parseNumber, parseText } from '../../lib/attributes.ts'
import { drawingFormatOf } from '../../../contract/file-format.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { DrawingStage } from '../../features/preview-2d/components/drawing-stage.tsx'

/** /2d-preview?src=…[&format=…&page=…]: one drawing, full size; no login needed. */
export function Preview2dPage() {
  const t = useT()
  const query = new URLSearchParams(useSearch())
  const url = parseText(query.get('src'))
  return (
    <main className="qe-preview-page" data-testid="preview-2d">
      {url ? (
        <DrawingStage
          host={null}
          url={url}
          format={drawingFormatOf(url, parseText(query.get('format')))}
          page={parseNumber('quote-app', 'page', query.get('page'), 1, 1)}
          highlights={[]}
          fonts={[]}
        />
      ) : (
        <p className="qe-center qe-muted" role="status">
          {t('preview.missingSrc')}
        </p>
      )}
    </main>
  )
}
