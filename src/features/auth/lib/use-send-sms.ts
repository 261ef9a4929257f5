import { $captcha } from '../stores/captcha.ts'
import { sendSmsCode } from '../stores/sms.ts'
import { captchaRule, phoneRule } from './validators.ts'

/** The part of a form the send-code handler needs. */
export interface SmsForm {
  values: { phoneNumber: string; captcha: string }
  check(name: 'phoneNumber' | 'captcha', rule: (value: string) => string): boolean
  set(name: 'captcha', value: string): void
}

/**
 * The send-code handler of a form with `phoneNumber` and `captcha` fields: both are checked
 * first (the server wants the image captcha for every code), then the typed captcha is cleared
 * because the server has spent it and a new image is on its way.
 */
export function useSendSms(form: SmsForm): () => Promise<void> {
  return async () => {
    const phoneOk = form.check('phoneNumber', phoneRule)
    const captchaOk = form.check('captcha', captchaRule)
    const captcha = $captcha.get()
    if (!phoneOk || !captchaOk || captcha.status !== 'ready') return
    await sendSmsCode(form.values.phoneNumber.trim(), form.values.captcha.trim(), captcha.key)
    form.set('captcha', '')
  }
}
