export { emailRule, maxLengthRule, passwordRule, PASSWORD_MAX } from '../../../lib/forms/rules.ts'
/**
 * Field rules of the login, register and forgot-password forms. Each returns the i18n key of
 * its message, or '' when the value passes. They mirror the server's rules (server/routes/
 * schemas.ts, server/lib/password.ts) so a value the form accepts is one the server accepts.
 */

/** Mainland China mobile number, as the template's phone validator and the server check it. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
/** 3–32 characters: letters, digits and _ . @ - (the server's username rule). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/
/** The image captcha is exactly this long (SPEC §5, §9). */
export const CAPTCHA_LENGTH = 4
/** Longest password the server accepts. */

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
  return /^\d{4,8}$/.test(value.trim()) ? '' : 'common.rules.sms'
}


