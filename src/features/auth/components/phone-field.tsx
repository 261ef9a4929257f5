import '@shoelace-style/shoelace/dist/components/input/input.js'
import { PHONE_LENGTH } from '../../../../contract/account-fields.ts'
import { fieldProps } from '../../../lib/forms/field-props.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of PhoneField. */
export interface PhoneFieldProps {
  value: string
  error?: string | undefined
  onInput: (e: Event) => void
  testId: string
}

/** The mobile number input of the phone login and password reset forms. */
export function PhoneField({ value, error, onInput, testId }: PhoneFieldProps) {
  const t = useT()
  return (
    <sl-input
      label={t('login.phone')}
      name="phoneNumber"
      type="tel"
      data-testid={testId}
      autocomplete="tel"
      maxlength={PHONE_LENGTH}
      value={value}
      onsl-input={onInput}
      {...fieldProps(t, error)}
    />
  )
}
