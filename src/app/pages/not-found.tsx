import { Link } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../paths.ts'

/** The /404 page: what went wrong and the way back. */
export function NotFoundPage() {
  const t = useT()
  return (
    <main className="qe-page qe-center" data-testid="not-found">
      <h1 className="qe-title">404</h1>
      <p className="qe-muted">{t('error.notFound')}</p>
      <Link href={paths.root} asChild>
        <sl-button variant="primary">{t('error.goHome')}</sl-button>
      </Link>
    </main>
  )
}
