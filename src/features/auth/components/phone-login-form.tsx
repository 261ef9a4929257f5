import type { FormEvent } from 'react'
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { useForm } from '../../../lib/forms/use-form.ts'
import { phoneRule, smsCodeRule } from '../lib/validators.ts'
import { $authBusy, logInByPhone } from '../stores/login.ts'
import { PhoneField } from './phone-field.tsx'
import { SmsVerifyFields } from './sms-verify-fields.tsx'
import { RememberMe } from './remember-me.tsx'
import '../styles.ts'

/** Phone number and SMS code login; sending the code needs the image captcha. */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT()
  const busy = useStore($authBusy)
  const session = useStore($session)
  const [rememberMe, setRememberMe] = useState(session.rememberMe)
  // The captcha guards only the send button, so it is not a submit rule.
  const form = useForm({ phoneNumber: '', captcha: '', smsCode: '' }, { phoneNumber: phoneRule, smsCode: smsCodeRule })
  const { values } = form

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.validate()) return
    if (await logInByPhone({ phoneNumber: values.phoneNumber.trim(), smsCode: values.smsCode.trim(), rememberMe }))
      onLoggedIn()
  }

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="phone-form">
      <PhoneField form={form} testId="phone-number" />
      <SmsVerifyFields form={form} testId="phone" />
      <RememberMe checked={rememberMe} onChange={setRememberMe} />
      <sl-button type="submit" variant="primary" loading={busy} data-testid="phone-submit">
        {t('login.submit')}
      </sl-button>
    </form>
  )
}
