import '@shoelace-style/shoelace/dist/components/input/input.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { fieldProps } from '../../../lib/forms/field-props.ts'
import { CAPTCHA_LENGTH } from '../lib/validators.ts'
import { CaptchaImage } from './captcha-image.tsx'

/** Props of CaptchaField. */
export interface CaptchaFieldProps {
  /** The typed captcha text. */
  value: string
  /** i18n key of the field's error, if any. */
  error?: string | undefined
  onInput: (e: Event) => void
  /** Called when the image is refreshed: the old text no longer matches, so clear it. */
  onRefresh: () => void
  /** Test id prefix of the input (`<prefix>-captcha`). */
  testId: string
}

/** The 4-character image captcha input beside its image. */
export function CaptchaField({ value, error, onInput, onRefresh, testId }: CaptchaFieldProps) {
  const t = useT()
  return (
    <div className="qe-captcha-row">
      <sl-input
        label={t('login.captcha')}
        name="captcha"
        data-testid={`${testId}-captcha`}
        maxlength={CAPTCHA_LENGTH}
        autocomplete="off"
        value={value}
        onsl-input={onInput}
        {...fieldProps(t, error)}
      />
      <CaptchaImage onRefresh={onRefresh} />
    </div>
  )
}
