import { http } from '../../../lib/api/client.ts'
import type { UserInfo } from '../../../lib/stores/session.ts'

/** Credentials of the password login; the captcha text and key come from get-sms-image. */
export interface LoginInput {
  username: string
  password: string
  captchaCode: string
  captchaKey: string
  rememberMe: boolean
}

/** What a successful login returns. */
export interface LoginResult {
  token: string
  expiresAt: string
  userInfo: UserInfo
}

/** POST /api/account/v2/login. */
export async function login(input: LoginInput): Promise<LoginResult> {
  const { data } = await http.post<LoginResult>('/api/account/v2/login', input)
  return data
}
