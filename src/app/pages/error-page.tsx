import { Link } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'

/** What an error page shows: its code, the message key and a test id. */
export interface ErrorPageProps {
  code: string
  message: string
  testId: string
}

/** The shared shape of the 403, 404 and 500 pages: what went wrong and the way back home. */
export function ErrorPage({ code, message, testId }: ErrorPageProps) {
  const t = useT()
  return (
    <main className="qe-page qe-center" data-testid={testId}>
      <h1 className="qe-title qe-error-code">{code}</h1>
      <p className="qe-muted">{t(message)}</p>
      <Link href={paths.root} asChild>
        <sl-button variant="primary">{t('error.goHome')}</sl-button>
      </Link>
    </main>
  )
}
