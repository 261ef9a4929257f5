import { http } from '../../../lib/api/client.ts'
import type { PhoneLoginInput, SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/v2/login-phone: answers the same session as the password login. */
export async function loginPhone(input: PhoneLoginInput): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.loginPhone, input)
  return data
}
