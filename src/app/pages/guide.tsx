import { useStore } from '@nanostores/react'
import { Link, useLocation } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { LogoutButton } from '../../features/auth/components/logout-button.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { $isLoggedIn, $session } from '../../lib/stores/session.ts'
import { LanguageSwitch } from '../language-switch.tsx'
import { paths } from '../paths.ts'

/** The /ai-guide landing page ("向导"): what the product does, and who is logged in. */
export function GuidePage() {
  const t = useT()
  const loggedIn = useStore($isLoggedIn)
  const { userInfo } = useStore($session)
  const [, navigate] = useLocation()
  const name = String(userInfo?.nickname || userInfo?.username || '')
  return (
    <main className="qe-page" data-testid="guide">
      <header className="qe-header">
        <h1 className="qe-title">{t('app.guideTitle')}</h1>
        <div className="qe-toolbar">
          <LanguageSwitch />
          {loggedIn ? (
            <>
              <span data-testid="current-user">{name}</span>
              <LogoutButton onLoggedOut={() => navigate(paths.login, { replace: true })} />
            </>
          ) : (
            <Link href={paths.login} asChild>
              <sl-button size="small" variant="primary">
                {t('login.submit')}
              </sl-button>
            </Link>
          )}
        </div>
      </header>
      <section className="qe-center">
        <h2 className="qe-title">{t('app.title')}</h2>
        <p className="qe-muted">{t('app.guideIntro')}</p>
      </section>
    </main>
  )
}
