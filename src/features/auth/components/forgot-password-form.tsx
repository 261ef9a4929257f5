import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { showToast } from '../../../lib/api/toast.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { fieldProps } from '../../../lib/forms/field-props.ts'
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
  const { values: v, errors, bind } = form

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
      <PhoneField
        value={v.phoneNumber}
        error={errors.phoneNumber}
        onInput={bind('phoneNumber')}
        testId="forgot-phoneNumber"
      />
      <SmsVerifyFields form={form} testId="forgot" />
      <sl-input
        label={t('forgot.newPassword')}
        name="password"
        type="password"
        passwordToggle
        data-testid="forgot-password"
        autocomplete="new-password"
        maxlength={PASSWORD_MAX}
        placeholder={t('common.rules.password')}
        value={v.password}
        onsl-input={bind('password')}
        {...fieldProps(t, errors.password)}
      />
      <sl-input
        label={t('register.confirm')}
        name="confirm"
        type="password"
        data-testid="forgot-confirm"
        autocomplete="new-password"
        maxlength={PASSWORD_MAX}
        value={v.confirm}
        onsl-input={bind('confirm')}
        {...fieldProps(t, errors.confirm)}
      />
      <sl-button type="submit" variant="primary" loading={busy} data-testid="forgot-submit">
        {t('forgot.submit')}
      </sl-button>
    </form>
  )
}
