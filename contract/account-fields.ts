// Account field rules, zod-free so the login and personal forms on the first load can use them;
// account.ts builds the server's schemas from the same constants.

/** Mainland China mobile number, 11 digits (the template's phone validator). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
/** The digits PHONE_PATTERN takes: phone inputs stop there. */
export const PHONE_LENGTH = 11
/** 3–32 characters: letters, digits and _ . @ - */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/
export const USERNAME_MAX = 32
/** Stored passwords are 8–64 characters with at least one letter and one digit. */
const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
/** Nick name and real name. */
export const NAME_MAX = 64
/** Company name and e-mail address. */
export const LONG_TEXT_MAX = 128
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The image captcha is exactly this long. */
export const CAPTCHA_LENGTH = 4
/** The server sends 6 digits and accepts 4–8. */
export const SMS_CODE_PATTERN = /^\d{4,8}$/
/** The longest code SMS_CODE_PATTERN takes: the code input stops there. */
export const SMS_CODE_MAX = 8
/** A chat record's name. */
export const RECORD_NAME_MAX = 100
/** Avatar types the server accepts (it checks the content too), and its default size limit. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** Whether a new password is strong enough to be stored. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  )
}
