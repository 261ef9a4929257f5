import type { ReactNode } from 'react'
import { useSearch } from 'wouter'
import { parseText } from '../../lib/attributes.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Props of PreviewPage. */
export interface PreviewPageProps {
  testId: string
  /** The viewer of the file at `src`, told the rest of the query. */
  render: (url: string, query: URLSearchParams) => ReactNode
}

/**
 * A full-size preview page of one file (`?src=…`, no login needed): the viewer, or a status line
 * saying the address names no file.
 */
export function PreviewPage({ testId, render }: PreviewPageProps) {
  const t = useT()
  const query = new URLSearchParams(useSearch())
  const url = parseText(query.get('src'))
  return (
    <main className="qe-preview-page" data-testid={testId}>
      {url ? (
        render(url, query)
      ) : (
        <p className="qe-center qe-muted" role="status">
          {t('preview.missingSrc')}
        </p>
      )}
    </main>
  )
}
