import { http } from '../../../lib/api/client.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/sub-user-login: a session as one of the caller's own sub-accounts. */
export async function subUserLogin(subUserId: number, rememberMe: boolean): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.subUserLogin, { subUserId, rememberMe })
  return data
}
