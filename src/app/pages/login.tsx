import { useStore } from '@nanostores/react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import { LanguageSwitch } from '../language-switch.tsx'
import { paths } from '../paths.ts'

/** Only same-app paths are followed after login, never another origin (open redirect). */
function safeTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? ''
  return target.startsWith('/') && !target.startsWith('//') ? target : paths.root
}

/** The /login page; a logged-in visitor goes to /. */
export function LoginPage() {
  const t = useT()
  const loggedIn = useStore($isLoggedIn)
  const search = useSearch()
  const [, navigate] = useLocation()
  if (loggedIn) return <Redirect to={paths.root} replace />
  return (
    <main className="qe-page qe-login" data-testid="login">
      <header className="qe-header">
        <h1 className="qe-title">{t('app.guideTitle')}</h1>
        <LanguageSwitch />
      </header>
      <section className="qe-login-card">
        <h2 className="qe-title">{t('login.title')}</h2>
        <LoginForm onLoggedIn={() => navigate(safeTarget(search), { replace: true })} />
      </section>
    </main>
  )
}
