import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { $session } from '../../../lib/stores/session.ts'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { useForm } from '../../../lib/forms/use-form.ts'
import { emailRule, maxLengthRule, nickNameRule } from '../lib/validators.ts'
import { $personalBusy, saveProfile } from '../stores/personal.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Edits the user's own info; username, phone and role are shown but fixed. */
export function ProfileForm() {
  const t = useT()
  const info = useStore($session).userInfo ?? {}
  const busy = useStore($personalBusy)
  const form = useForm(
    {
      nickName: text(info.nickName),
      realName: text(info.realName),
      email: text(info.email),
      companyName: text(info.companyName),
    },
    { nickName: nickNameRule, realName: maxLengthRule(64), email: emailRule, companyName: maxLengthRule(128) },
  )
  const { values: v } = form

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!busy && form.validate()) await saveProfile(v)
  }

  const field = (name: keyof typeof v, label: MessageKey, extra: Record<string, unknown> = {}) => (
    <FormInput form={form} name={name} label={t(label)} data-testid={`profile-${name}`} {...extra} />
  )

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="profile-form">
      <sl-input label={t('login.username')} value={text(info.username)} disabled data-testid="profile-username" />
      <sl-input label={t('login.phone')} value={text(info.phoneNumber)} disabled />
      <sl-input label={t('personal.role')} value={text(info.roleName) || text(info.role)} disabled />
      {field('nickName', 'register.nickName', { maxlength: 64 })}
      {field('realName', 'personal.realName', { maxlength: 64, autocomplete: 'name' })}
      {field('email', 'register.email', { type: 'email', maxlength: 128, autocomplete: 'email' })}
      {field('companyName', 'register.companyName', { maxlength: 128, autocomplete: 'organization' })}
      <sl-button type="submit" variant="primary" loading={busy} data-testid="profile-submit">
        {t('personal.save')}
      </sl-button>
    </form>
  )
}
