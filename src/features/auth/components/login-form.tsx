import type { FormEvent } from 'react'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { useForm } from '../../../lib/forms/use-form.ts'
import { captchaRule, requiredRule } from '../lib/validators.ts'
import { $captcha } from '../stores/captcha.ts'
import { $authBusy, logIn } from '../stores/login.ts'
import { CaptchaField } from './captcha-field.tsx'
import { RememberMe } from './remember-me.tsx'
import '../styles.ts'
import { PASSWORD_MAX } from '../../../../contract/account-fields.ts'

/**
 * Username, password and image-captcha login. The username is pre-filled when it was
 * remembered; the password never is. Calls `onLoggedIn` once the session is ready.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT()
  const session = useStore($session)
  const busy = useStore($authBusy)
  const [rememberMe, setRememberMe] = useState(session.rememberMe)
  const form = useForm(
    { username: session.loginInfo?.username ?? '', password: '', captcha: '' },
    { username: requiredRule, password: requiredRule, captcha: captchaRule },
  )
  const { values } = form

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.validate()) return
    const captcha = $captcha.get()
    if (captcha.status !== 'ready') return form.check('captcha', () => 'login.captchaFailed')
    const input = {
      username: values.username.trim(),
      password: values.password,
      captchaCode: values.captcha.trim(),
      captchaKey: captcha.key,
      rememberMe,
    }
    if (await logIn(input)) onLoggedIn()
    // The server spent the captcha; a new image is loading, so the old text must go.
    else form.set('captcha', '')
  }

  const field = (name: 'username' | 'password', extra: Record<string, unknown>) => (
    <FormInput form={form} name={name} label={t(`login.${name}`)} data-testid={`login-${name}`} {...extra} />
  )

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="login-form">
      {field('username', { autocomplete: 'username' })}
      {field('password', {
        type: 'password',
        passwordToggle: true,
        autocomplete: 'current-password',
        maxlength: PASSWORD_MAX,
      })}
      <CaptchaField form={form} testId="login" />
      <RememberMe checked={rememberMe} onChange={setRememberMe} testId="login-remember" />
      <sl-button type="submit" variant="primary" loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </sl-button>
    </form>
  )
}
