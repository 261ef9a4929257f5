import { useSendSms, type SmsForm } from '../lib/use-send-sms.ts'
import { CaptchaField } from './captcha-field.tsx'
import { SmsCodeField } from './sms-code-field.tsx'

/** The part of a form the verification fields need (a `useForm` with phoneNumber, captcha and smsCode fits). */
export interface SmsVerifyForm extends SmsForm {
  values: { phoneNumber: string; captcha: string; smsCode: string }
  errors: Partial<Record<'captcha' | 'smsCode', string>>
  bind: (name: 'captcha' | 'smsCode') => (e: Event) => void
}

/**
 * The image captcha and the SMS code of a form that proves a phone number: the captcha guards the
 * send button; a refreshed image clears the typed captcha, since the old text no longer matches.
 */
export function SmsVerifyFields({ form, testId }: { form: SmsVerifyForm; testId: string }) {
  const sendCode = useSendSms(form)
  const { values, errors, bind } = form
  return (
    <>
      <CaptchaField
        value={values.captcha}
        error={errors.captcha}
        onInput={bind('captcha')}
        onRefresh={() => form.set('captcha', '')}
        testId={testId}
      />
      <SmsCodeField
        value={values.smsCode}
        error={errors.smsCode}
        onInput={bind('smsCode')}
        onSend={() => void sendCode()}
        testId={testId}
      />
    </>
  )
}
