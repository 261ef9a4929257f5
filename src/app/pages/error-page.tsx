import type { ReactNode } from 'react'
import { Link } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { ErrorIllustration, type ErrorArt } from './error-illustration.tsx'

/** What an error page shows: its code, picture, title, explanation and a test id. */
export interface ErrorPageProps {
  code: string
  art: ErrorArt
  testId: string
  /** Extra actions before "back to home" (e.g. try again). */
  actions?: ReactNode
}

/**
 * The shared shape of the 403, 404 and 500 pages: a picture, what went wrong and what to do, in
 * the user's language, and the way home. No browser "back": with memory routing (an element on
 * a host page) that would leave the host page instead of the screen.
 */
export function ErrorPage({ code, art, testId, actions }: ErrorPageProps) {
  const t = useT()
  return (
    <main className="qe-page qe-center qe-error-page" data-testid={testId}>
      <ErrorIllustration art={art} />
      <div className="qe-error-code">{code}</div>
      <h1 className="qe-title">{t(`error.${art}Title`)}</h1>
      <p className="qe-muted">{t(`error.${art}`)}</p>
      <p className="qe-muted">{t(`error.${art}Hint`)}</p>
      <div className="qe-error-actions">
        {actions}
        <Link href={paths.root} asChild>
          <sl-button variant="primary" data-testid={`${testId}-home`}>
            {t('error.goHome')}
          </sl-button>
        </Link>
      </div>
    </main>
  )
}
