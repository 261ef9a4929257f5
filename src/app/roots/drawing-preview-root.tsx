import { lazy, Suspense, useContext } from 'react'
import type { AttributeProps } from '../../lib/attribute-spec.ts'
import { parseJson, parseNumber, parseText } from '../../lib/attributes.ts'
import { drawingFormatOf } from '../../../contract/file-format.ts'
import { ElementRoot, type ElementRootProps } from '../element-root.tsx'
import { HostContext } from '../host-context.ts'
import { ELEMENT_ATTRIBUTES } from './element-attributes.ts'
import { isHighlightList } from './highlights.ts'

const TAG = 'drawing-preview'
const ATTRIBUTES = ELEMENT_ATTRIBUTES[TAG]

/** Attributes of `<drawing-preview>`, as r2wc hands them over. */
export type DrawingPreviewProps = AttributeProps<typeof ATTRIBUTES> & Pick<ElementRootProps, 'container'>

// The viewers are a chunk of their own, like pdf.js and the DXF reader they load: the bundle's first
// load, shared by every element, carries none of them (nor the Shoelace parts of their toolbar).
const DrawingStage = lazy(() =>
  import('../../features/preview-2d/components/drawing-stage.tsx').then((m) => ({ default: m.DrawingStage })),
)
const isUrlList = (v: unknown): v is string[] => Array.isArray(v) && v.every((u) => typeof u === 'string')

/** `fonts`: a JSON list of URLs, or URLs separated by commas or spaces. */
function parseFonts(value: string | undefined): string[] {
  const text = parseText(value)
  if (text.startsWith('[')) return parseJson(TAG, 'fonts', text, [], isUrlList)
  return text.split(/[\s,]+/).filter(Boolean)
}

function DrawingPreviewBody({ src, format, page, highlights, fonts, focus }: DrawingPreviewProps) {
  const host = useContext(HostContext)
  const url = parseText(src)
  return (
    <Suspense fallback={null}>
      <DrawingStage
        host={host}
        url={url}
        format={url ? drawingFormatOf(url, parseText(format)) : null}
        page={parseNumber(TAG, 'page', page, ATTRIBUTES.page.default, ATTRIBUTES.page.min)}
        highlights={parseJson(TAG, 'highlights', highlights, [], isHighlightList)}
        focus={parseNumber(TAG, 'focus', focus, ATTRIBUTES.focus.default, ATTRIBUTES.focus.min)}
        fonts={parseFonts(fonts)}
      />
    </Suspense>
  )
}

/** Root of `<drawing-preview>`: parses the attributes; the viewers live in features/preview-2d. */
export function DrawingPreviewRoot(props: DrawingPreviewProps) {
  return (
    <ElementRoot container={props.container} tag={TAG} locale={props.locale}>
      <DrawingPreviewBody {...props} />
    </ElementRoot>
  )
}
