import { lazy, Suspense, useState } from 'react'
import { useStore } from '@nanostores/react'
import { Link, Redirect, useLocation, useSearch } from 'wouter'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { safeRedirect } from '../../lib/paths.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../lib/i18n/index.ts'
import { $isLoggedIn } from '../../lib/stores/session.ts'
import { TabButton } from '../../lib/tab-button.tsx'
import { LanguageSwitch } from '../language-switch.tsx'
import { paths } from '../../lib/paths.ts'

// Most visitors use the password form; the others load when chosen.
const PhoneLoginForm = lazy(() =>
  import('../../features/auth/components/phone-login-form.tsx').then((m) => ({ default: m.PhoneLoginForm })),
)
const RegisterForm = lazy(() =>
  import('../../features/auth/components/register-form.tsx').then((m) => ({ default: m.RegisterForm })),
)
const ForgotPasswordForm = lazy(() =>
  import('../../features/auth/components/forgot-password-form.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
)

type Mode = 'password' | 'phone' | 'register' | 'forgot'

const TITLES: Record<Mode, MessageKey> = {
  password: 'login.title',
  phone: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
}

/**
 * The /login page: password or phone login, registration and password reset. After logging in
 * it opens the `?redirect=` target (same-app paths only) or /; a logged-in visitor goes to /.
 */
export function LoginPage() {
  const t = useT()
  const loggedIn = useStore($isLoggedIn)
  const search = useSearch()
  const [, navigate] = useLocation()
  const [mode, setMode] = useState<Mode>('password')
  if (loggedIn) return <Redirect to={paths.root} replace />
  const done = () => navigate(safeRedirect(search, paths.root), { replace: true })

  const tab = (m: Mode, label: MessageKey) => (
    <TabButton selected={mode === m} onSelect={() => setMode(m)} testId={`login-mode-${m}`}>
      {t(label)}
    </TabButton>
  )
  const modeLink = (m: Mode, label: MessageKey, testId: string) => (
    <button type="button" className="qe-link" onClick={() => setMode(m)} data-testid={testId}>
      {t(label)}
    </button>
  )

  return (
    <main className="qe-page qe-login" data-testid="login">
      <header className="qe-header">
        <h1 className="qe-title">{t('app.guideTitle')}</h1>
        <LanguageSwitch />
      </header>
      <section className="qe-login-card" aria-labelledby="qe-login-title">
        <h2 className="qe-title" id="qe-login-title">
          {t(TITLES[mode])}
        </h2>
        {(mode === 'password' || mode === 'phone') && (
          <div role="tablist" className="qe-tabs">
            {tab('password', 'login.byPassword')}
            {tab('phone', 'login.byPhone')}
          </div>
        )}
        <Suspense fallback={<p className="qe-muted">{t('common.loading')}</p>}>
          {mode === 'password' && <LoginForm onLoggedIn={done} />}
          {mode === 'phone' && <PhoneLoginForm onLoggedIn={done} />}
          {mode === 'register' && <RegisterForm onRegistered={done} />}
          {mode === 'forgot' && <ForgotPasswordForm onReset={() => setMode('password')} />}
        </Suspense>
        <nav className="qe-login-links">
          {mode === 'password' || mode === 'phone' ? (
            <>
              {modeLink('forgot', 'login.forgot', 'login-to-forgot')}
              {modeLink('register', 'login.register', 'login-to-register')}
            </>
          ) : (
            modeLink('password', 'login.backToLogin', 'login-to-password')
          )}
        </nav>
        <p className="qe-muted qe-small">
          {t('login.consent')}
          <Link href={paths.userAgreement} data-testid="link-agreement">
            {t('agreement.title')}
          </Link>
          {t('login.and')}
          <Link href={paths.privacyPolicy} data-testid="link-privacy">
            {t('privacy.title')}
          </Link>
        </p>
      </section>
    </main>
  )
}
