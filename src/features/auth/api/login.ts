import { http } from '../../../lib/api/client.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'

/** Credentials of the password login; the captcha text and key come from get-sms-image. */
export interface LoginInput {
  username: string
  password: string
  captchaCode: string
  captchaKey: string
  rememberMe: boolean
}

/** POST /api/account/v2/login. */
export async function login(input: LoginInput): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>('/api/account/v2/login', input)
  return data
}
