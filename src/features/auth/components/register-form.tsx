import { useRef, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { PHONE_LENGTH } from '../../../../contract/account-fields.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { useForm } from '../../../lib/forms/use-form.ts'
import {
  confirmRule,
  emailRule,
  maxLengthRule,
  passwordRule,
  phoneRule,
  smsCodeRule,
  usernameRule,
} from '../lib/validators.ts'
import { $authBusy } from '../stores/login.ts'
import { registerAccount, takenMessage } from '../stores/account.ts'
import { SmsVerifyFields } from './sms-verify-fields.tsx'
import '../styles.ts'

const EMPTY = {
  username: '',
  phoneNumber: '',
  captcha: '',
  smsCode: '',
  password: '',
  confirm: '',
  nickName: '',
  companyName: '',
  email: '',
}

/** Customer self-registration; the phone is proven by an SMS code. Logs the new account in. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT()
  const busy = useStore($authBusy)
  const form = useForm(EMPTY, {
    username: usernameRule,
    phoneNumber: phoneRule,
    smsCode: smsCodeRule,
    password: passwordRule,
    confirm: (value, all) => confirmRule(value, all.password),
    nickName: maxLengthRule(64),
    companyName: maxLengthRule(128),
    email: emailRule,
  })
  const { values: v } = form
  const formRef = useRef<HTMLFormElement>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.validate()) return
    const input = {
      username: v.username.trim(),
      password: v.password,
      phoneNumber: v.phoneNumber.trim(),
      smsCode: v.smsCode.trim(),
      nickName: v.nickName,
      companyName: v.companyName,
      email: v.email,
    }
    const outcome = await registerAccount(input)
    if (outcome.ok) return onRegistered()
    const { field, message } = outcome
    if (!field || !message) return
    // A taken name or phone is said under that field, which takes the focus (and scrolls into view).
    form.check(field, () => message)
    formRef.current?.querySelector<HTMLElement>(`[data-testid="register-${field}"]`)?.focus()
  }

  // Leaving the username or phone field asks whether it is taken, so the form says so before it is
  // sent; an answer for a value since changed is dropped.
  const askTaken = (field: 'username' | 'phoneNumber') => async () => {
    const value = v[field].trim()
    if (!value || !form.check(field)) return
    const message = await takenMessage(field, value)
    const current = formRef.current?.querySelector<HTMLInputElement>(`[data-testid="register-${field}"]`)?.value
    if (message && current?.trim() === value) form.check(field, () => message)
  }

  const input = (name: keyof typeof EMPTY, label: MessageKey, extra: Record<string, unknown> = {}) => (
    <FormInput form={form} name={name} label={t(label)} data-testid={`register-${name}`} {...extra} />
  )

  return (
    <form ref={formRef} className="qe-form" onSubmit={submit} noValidate data-testid="register-form">
      {input('username', 'register.username', {
        autocomplete: 'username',
        maxlength: 32,
        'onsl-blur': askTaken('username'),
      })}
      {input('phoneNumber', 'login.phone', {
        type: 'tel',
        autocomplete: 'tel',
        maxlength: PHONE_LENGTH,
        'onsl-blur': askTaken('phoneNumber'),
      })}
      <SmsVerifyFields form={form} testId="register" />
      {input('password', 'login.password', {
        type: 'password',
        passwordToggle: true,
        autocomplete: 'new-password',
        maxlength: 64,
        placeholder: t('common.rules.password'),
      })}
      {input('confirm', 'register.confirm', { type: 'password', autocomplete: 'new-password', maxlength: 64 })}
      {input('nickName', 'register.nickName', { maxlength: 64 })}
      {input('companyName', 'register.companyName', { autocomplete: 'organization', maxlength: 128 })}
      {input('email', 'register.email', { type: 'email', autocomplete: 'email', maxlength: 128 })}
      <sl-button type="submit" variant="primary" loading={busy} data-testid="register-submit">
        {t('register.submit')}
      </sl-button>
    </form>
  )
}
