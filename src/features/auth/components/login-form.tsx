import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { $captcha } from '../stores/captcha.ts'
import { $authBusy, logIn } from '../stores/login.ts'
import { CaptchaImage } from './captcha-image.tsx'

/** Shoelace inputs report their value on `sl-input`; read it from the event target. */
const valueOf = (e: Event) => (e.target as HTMLInputElement).value

/** Username, password and image-captcha login. Calls `onLoggedIn` once the session is ready. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT()
  const session = useStore($session)
  const busy = useStore($authBusy)
  const [username, setUsername] = useState(session.loginInfo?.username ?? '')
  const [password, setPassword] = useState('')
  const [captchaCode, setCaptchaCode] = useState('')
  const [rememberMe, setRememberMe] = useState(session.rememberMe)
  const [error, setError] = useState('')

  async function submit(e: FormEvent) {
    e.preventDefault()
    const captcha = $captcha.get()
    if (!username.trim() || !password) return setError(t('login.required'))
    if (captchaCode.trim().length !== 4) return setError(t('login.captchaRequired'))
    if (captcha.status !== 'ready') return setError(t('login.captchaFailed'))
    setError('')
    const ok = await logIn({ username: username.trim(), password, captchaCode: captchaCode.trim(), captchaKey: captcha.key, rememberMe })
    if (ok) onLoggedIn()
    else setCaptchaCode('')
  }

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="login-form">
      <sl-input label={t('login.username')} name="username" data-testid="login-username" autocomplete="username" value={username} onsl-input={(e) => setUsername(valueOf(e))} />
      <sl-input label={t('login.password')} name="password" data-testid="login-password" type="password" passwordToggle autocomplete="current-password" value={password} onsl-input={(e) => setPassword(valueOf(e))} />
      <div className="qe-captcha-row">
        <sl-input label={t('login.captcha')} name="captcha" data-testid="login-captcha" maxlength={4} autocomplete="off" value={captchaCode} onsl-input={(e) => setCaptchaCode(valueOf(e))} />
        <CaptchaImage onRefresh={() => setCaptchaCode('')} />
      </div>
      <sl-checkbox checked={rememberMe} onsl-change={(e) => setRememberMe((e.target as HTMLInputElement).checked)}>
        {t('login.rememberMe')}
      </sl-checkbox>
      {error && <p className="qe-error" role="alert">{error}</p>}
      <sl-button type="submit" variant="primary" loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </sl-button>
    </form>
  )
}
