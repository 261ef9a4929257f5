import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { showToast } from '../../../lib/api/toast.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { useForm } from '../../../lib/forms/use-form.ts'
import { confirmRule, passwordRule, phoneRule, smsCodeRule } from '../lib/validators.ts'
import { resetPassword } from '../stores/account.ts'
import { $authBusy } from '../stores/login.ts'
import { PhoneField } from './phone-field.tsx'
import { SmsVerifyFields } from './sms-verify-fields.tsx'
import '../styles.ts'
import { PASSWORD_MAX } from '../../../../contract/account-fields.ts'

/** Password reset by an SMS code to the account's phone; afterwards the user logs in again. */
export function ForgotPasswordForm({ onReset }: { onReset: () => void }) {
  const t = useT()
  const busy = useStore($authBusy)
  const form = useForm(
    { phoneNumber: '', captcha: '', smsCode: '', password: '', confirm: '' },
    {
      phoneNumber: phoneRule,
      smsCode: smsCodeRule,
      password: passwordRule,
      confirm: (value, all) => confirmRule(value, all.password),
    },
  )
  const { values: v } = form

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.validate()) return
    const message = await resetPassword({
      phoneNumber: v.phoneNumber.trim(),
      smsCode: v.smsCode.trim(),
      newPassword: v.password,
      confirmPassword: v.confirm,
    })
    if (message === null) return
    showToast('success', message || t('forgot.done'))
    onReset()
  }

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="forgot-form">
      <PhoneField form={form} testId="forgot-phoneNumber" />
      <SmsVerifyFields form={form} testId="forgot" />
      <FormInput
        form={form}
        name="password"
        label={t('forgot.newPassword')}
        type="password"
        passwordToggle
        data-testid="forgot-password"
        autocomplete="new-password"
        maxlength={PASSWORD_MAX}
        placeholder={t('common.rules.password')}
      />
      <FormInput
        form={form}
        name="confirm"
        label={t('register.confirm')}
        type="password"
        data-testid="forgot-confirm"
        autocomplete="new-password"
        maxlength={PASSWORD_MAX}
      />
      <sl-button type="submit" variant="primary" loading={busy} data-testid="forgot-submit">
        {t('forgot.submit')}
      </sl-button>
    </form>
  )
}
