import { parseNumber, parseText } from '../../lib/attributes.ts'
import { drawingFormatOf } from '../../../contract/file-format.ts'
import { DrawingStage } from '../../features/preview-2d/components/drawing-stage.tsx'
import { PreviewPage } from './preview-page.tsx'

/** /2d-preview?src=…[&format=…&page=…]: one drawing, full size; no login needed. */
export function Preview2dPage() {
  return (
    <PreviewPage
      testId="preview-2d"
      render={(url, query) => (
        <DrawingStage
          host={null}
          url={url}
          format={drawingFormatOf(url, parseText(query.get('format')))}
          page={parseNumber('quote-app', 'page', query.get('page'), 1, 1)}
          highlights={[]}
          fonts={[]}
        />
      )}
    />
  )
}
