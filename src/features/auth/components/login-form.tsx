import type { FormEvent } from 'react'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { fieldProps } from '../../../lib/forms/field-props.ts'
import { useForm } from '../../../lib/forms/use-form.ts'
import { captchaRule, requiredRule } from '../lib/validators.ts'
import { $captcha } from '../stores/captcha.ts'
import { $authBusy, logIn } from '../stores/login.ts'
import { CaptchaField } from './captcha-field.tsx'
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
  const { values, errors, bind } = form

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

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="login-form">
      <sl-input
        label={t('login.username')}
        name="username"
        data-testid="login-username"
        autocomplete="username"
        value={values.username}
        onsl-input={bind('username')}
        {...fieldProps(t, errors.username)}
      />
      <sl-input
        label={t('login.password')}
        name="password"
        data-testid="login-password"
        type="password"
        passwordToggle
        autocomplete="current-password"
        maxlength={PASSWORD_MAX}
        value={values.password}
        onsl-input={bind('password')}
        {...fieldProps(t, errors.password)}
      />
      <CaptchaField
        value={values.captcha}
        error={errors.captcha}
        onInput={bind('captcha')}
        onRefresh={() => form.set('captcha', '')}
        testId="login"
      />
      <sl-checkbox
        checked={rememberMe}
        onsl-change={(e) => setRememberMe((e.target as HTMLInputElement).checked)}
        data-testid="login-remember"
      >
        {t('login.rememberMe')}
      </sl-checkbox>
      <sl-button type="submit" variant="primary" loading={busy} data-testid="login-submit">
        {t('login.submit')}
      </sl-button>
    </form>
  )
}
