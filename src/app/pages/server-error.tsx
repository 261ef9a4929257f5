import { useLocation, useSearch } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { safeRedirect } from '../../lib/paths.ts'
import { ErrorPage } from './error-page.tsx'

/**
 * The /500 page: the server failed to load a screen. "Try again" opens that screen afresh (its
 * path rides in `?redirect=`, only ever a path of this app).
 */
export function ServerErrorPage() {
  const t = useT()
  const [, navigate] = useLocation()
  const retryTo = safeRedirect(useSearch(), '')
  const retry = retryTo ? (
    <sl-button data-testid="server-error-retry" onClick={() => navigate(retryTo, { replace: true })}>
      {t('error.retry')}
    </sl-button>
  ) : null
  return <ErrorPage code="500" art="serverError" testId="server-error" actions={retry} />
}
