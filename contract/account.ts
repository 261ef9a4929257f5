import { z } from 'zod'
import {
  LONG_TEXT_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  USERNAME_MAX,
  USERNAME_PATTERN,
} from './account-fields.ts'
import { roleRoute } from './routes.ts'
import { text } from './text.ts'

// Accounts and sessions on the wire. The field rules are in account-fields.ts.

export const phoneNumber = text()
  .trim()
  .regex(PHONE_PATTERN, 'Mainland China mobile number')
  .describe('Mainland China mobile number, 11 digits')

export const username = text().trim().regex(USERNAME_PATTERN).describe('3–32 characters: letters, digits and _ . @ -')

/** What a login accepts: any stored name (older accounts may predate the username rule). */
export const loginName = text().trim().min(1).max(NAME_MAX)

/** Strength is checked where a password is set (isStrongPassword), not where one is tried. */
export const password = text().min(1).max(PASSWORD_MAX).describe('8–64 characters with letters and digits')
export const smsCode = text().trim().regex(SMS_CODE_PATTERN).describe('The code sent by v2/sendsms')
export const rememberMe = z.boolean().default(false).describe('Longer-lived token (30 days instead of 12 hours)')
export const personName = text().trim().max(NAME_MAX)
export const companyName = text().trim().max(LONG_TEXT_MAX)
export const email = z.email().max(LONG_TEXT_MAX)

/** The password login: the captcha text and the key its image came with are spent by the try. */
export const passwordLogin = z.object({
  username: loginName,
  password,
  captchaCode: text().trim().min(1).max(8),
  captchaKey: text().min(1).max(64).describe('The X-Captcha-Key header of get-sms-image'),
  rememberMe,
})

/** The phone login: the SMS code comes from v2/sendsms. */
export const phoneLogin = z.object({ phoneNumber, smsCode, rememberMe })

/** Self-registration of a customer; the phone is proven by the SMS code. */
export const registration = z.object({
  username,
  password,
  phoneNumber,
  smsCode,
  nickName: personName.optional(),
  companyName: companyName.optional(),
  email: email.optional(),
})

/** The profile fields a user may change (omitted ones are unchanged); username and phone are fixed. */
export const profileEdit = z.object({
  nickName: personName.min(1).optional(),
  realName: personName.optional(),
  email: z.union([email, z.literal('')]).optional(),
  companyName: companyName.optional(),
})

export const userInfo = z
  .object({
    id: z.number().int(),
    username: z.string().max(USERNAME_MAX),
    nickName: z.string(),
    realName: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string(),
    companyName: z.string(),
    avatarUrl: z.string().nullable().describe('Relative to the API base, e.g. /api/uploads/avatars/….png'),
    roleId: z.number().int(),
    role: z.string().describe('SuperAdministrator | Administrator | Auditor | Customer'),
    roleName: z.string(),
    parentUserId: z.number().int().nullable().describe('The company main account of a sub-account'),
    isSubUser: z.boolean(),
    createdAt: z.string(),
  })
  .describe('User info; never includes the password hash')

export const session = z.object({
  token: z.string().describe('Send back as `<token header>: Bearer <token>`'),
  expiresAt: z.string(),
  userInfo,
})

export const currentUser = z.object({
  userInfo,
  roleId: z.number().int(),
  role: z.string(),
  roleRouters: z.array(roleRoute),
})

/** What a new avatar answers: its URL (relative to the API base) and the updated user info. */
export const avatarAnswer = z.object({ avatarUrl: z.string(), userInfo })

export type UserInfo = z.infer<typeof userInfo>
export type AvatarAnswer = z.infer<typeof avatarAnswer>
export type SessionAnswer = z.infer<typeof session>
export type CurrentUser = z.infer<typeof currentUser>
export type LoginInput = z.infer<typeof passwordLogin>
export type PhoneLoginInput = z.infer<typeof phoneLogin>
export type RegisterInput = z.input<typeof registration>
export type ProfileInput = z.input<typeof profileEdit>
