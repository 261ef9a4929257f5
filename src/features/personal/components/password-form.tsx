import type { FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { useForm } from '../../../lib/forms/use-form.ts'
import { passwordRule } from '../lib/validators.ts'
import { $personalBusy, updatePassword } from '../stores/personal.ts'
import { PASSWORD_MAX } from '../../../../contract/account-fields.ts'

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' }

/** Changes the password: the current one, then the new one twice. Other sessions end. */
export function PasswordForm() {
  const t = useT()
  const busy = useStore($personalBusy)
  const form = useForm(EMPTY, {
    oldPassword: (value) => (value ? '' : 'personal.oldPasswordRequired'),
    newPassword: (value, all) => passwordRule(value) || (value === all.oldPassword ? 'personal.passwordSame' : ''),
    confirm: (value, all) =>
      !value ? 'common.rules.confirmRequired' : value === all.newPassword ? '' : 'common.rules.confirm',
  })
  const { values: v } = form

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy || !form.validate()) return
    if (await updatePassword(v.oldPassword, v.newPassword))
      for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.set(name, '')
  }

  const field = (name: keyof typeof EMPTY, label: MessageKey, autocomplete: string) => (
    <FormInput
      form={form}
      name={name}
      label={t(label)}
      type="password"
      passwordToggle
      maxlength={PASSWORD_MAX}
      autocomplete={autocomplete}
      data-testid={`password-${name}`}
    />
  )

  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="password-form">
      {field('oldPassword', 'personal.oldPassword', 'current-password')}
      {field('newPassword', 'forgot.newPassword', 'new-password')}
      {field('confirm', 'register.confirm', 'new-password')}
      <p className="qe-muted qe-small">{t('common.rules.password')}</p>
      <sl-button type="submit" variant="primary" loading={busy} data-testid="password-submit">
        {t('personal.changePassword')}
      </sl-button>
    </form>
  )
}
