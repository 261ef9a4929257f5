import { useT } from '../../../lib/i18n/use-t.ts'
import { FormInput, type InputForm } from '../../../lib/forms/form-input.tsx'
import { CAPTCHA_LENGTH } from '../lib/validators.ts'
import { CaptchaImage } from './captcha-image.tsx'

/** The part of a form the captcha field needs: its `captcha` field, and clearing it. */
export interface CaptchaForm extends InputForm<'captcha'> {
  set(name: 'captcha', value: string): void
}

/**
 * The 4-character image captcha input beside its image. A refreshed image clears the typed text,
 * since the old text no longer matches. The input's test id is `<testId>-captcha`.
 */
export function CaptchaField({ form, testId }: { form: CaptchaForm; testId: string }) {
  const t = useT()
  return (
    <div className="qe-captcha-row">
      <FormInput
        form={form}
        name="captcha"
        label={t('login.captcha')}
        data-testid={`${testId}-captcha`}
        maxlength={CAPTCHA_LENGTH}
        autocomplete="off"
      />
      <CaptchaImage onRefresh={() => form.set('captcha', '')} />
    </div>
  )
}
