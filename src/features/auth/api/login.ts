import { http } from '../../../lib/api/client.ts'
import type { LoginInput, SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/v2/login. */
export async function login(input: LoginInput): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.login, input)
  return data
}
