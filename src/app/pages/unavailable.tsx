import { useLocation } from 'wouter'
import { useT } from '../../lib/i18n/use-t.ts'

/** Shown for screens this version does not contain yet; later versions register the real page. */
export function UnavailablePage() {
  const t = useT()
  const [path] = useLocation()
  return (
    <section className="qe-page qe-center" data-testid="unavailable">
      <h2 className="qe-title">{t('error.unavailableTitle')}</h2>
      <p className="qe-muted">{t('error.unavailable', { path })}</p>
    </section>
  )
}
