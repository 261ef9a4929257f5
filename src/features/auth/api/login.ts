import { http } from '../../../lib/api/client.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

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
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.login, input)
  return data
}
