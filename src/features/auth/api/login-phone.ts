import { http } from '../../../lib/api/client.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** Phone number login; the SMS code comes from v2/sendsms. */
export interface PhoneLoginInput {
  phoneNumber: string
  smsCode: string
  rememberMe: boolean
}

/** POST /api/account/v2/login-phone: answers the same session as the password login. */
export async function loginPhone(input: PhoneLoginInput): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.loginPhone, input)
  return data
}
