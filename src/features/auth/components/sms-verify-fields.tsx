import type { InputForm } from '../../../lib/forms/form-input.tsx'
import { useSendSms, type SmsForm } from '../lib/use-send-sms.ts'
import { CaptchaField } from './captcha-field.tsx'
import { SmsCodeField } from './sms-code-field.tsx'

/** The part of a form the verification fields need (a `useForm` with phoneNumber, captcha and smsCode fits). */
export interface SmsVerifyForm extends SmsForm, InputForm<'captcha' | 'smsCode'> {
  values: { phoneNumber: string; captcha: string; smsCode: string }
}

/**
 * The image captcha and the SMS code of a form that proves a phone number: the captcha guards the
 * send button.
 */
export function SmsVerifyFields({ form, testId }: { form: SmsVerifyForm; testId: string }) {
  const sendCode = useSendSms(form)
  return (
    <>
      <CaptchaField form={form} testId={testId} />
      <SmsCodeField form={form} onSend={() => void sendCode()} testId={testId} />
    </>
  )
}
