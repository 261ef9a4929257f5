export { emailRule, maxLengthRule, passwordRule } from '../../../lib/forms/rules.ts'
import {
  CAPTCHA_LENGTH,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  USERNAME_PATTERN,
} from '../../../../contract/account-fields.ts'

export { CAPTCHA_LENGTH }
/**
 * Field rules of the login, register and forgot-password forms. Each returns the i18n key of
 * its message, or '' when the value passes. The patterns are the contract's (account-fields.ts),
 * so a value the form accepts is one the server accepts.
 */

export function requiredRule(value: string): string {
  return value.trim() ? '' : 'common.rules.required'
}

export function phoneRule(value: string): string {
  if (!value.trim()) return 'common.rules.phoneRequired'
  return PHONE_PATTERN.test(value.trim()) ? '' : 'common.rules.phone'
}

export function usernameRule(value: string): string {
  if (!value.trim()) return 'common.rules.usernameRequired'
  return USERNAME_PATTERN.test(value.trim()) ? '' : 'common.rules.username'
}

export function confirmRule(value: string, password: string): string {
  if (!value) return 'common.rules.confirmRequired'
  return value === password ? '' : 'common.rules.confirm'
}

export function captchaRule(value: string): string {
  return value.trim().length === CAPTCHA_LENGTH ? '' : 'common.rules.captcha'
}

/** The server sends 6 digits; it accepts 4–8 characters. */
export function smsCodeRule(value: string): string {
  if (!value.trim()) return 'common.rules.smsRequired'
  return SMS_CODE_PATTERN.test(value.trim()) ? '' : 'common.rules.sms'
}
