import { PHONE_LENGTH } from '../../../../contract/account-fields.ts'
import { FormInput, type InputForm } from '../../../lib/forms/form-input.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'

/** The mobile number input of the phone login and password reset forms (its form's `phoneNumber`). */
export function PhoneField({ form, testId }: { form: InputForm<'phoneNumber'>; testId: string }) {
  const t = useT()
  return (
    <FormInput
      form={form}
      name="phoneNumber"
      label={t('login.phone')}
      type="tel"
      data-testid={testId}
      autocomplete="tel"
      maxlength={PHONE_LENGTH}
    />
  )
}
