import { http } from '../../../lib/api/client.ts'
import type { SessionAnswer } from '../../../../contract/account.ts'

/** POST /api/account/sub-user-login: a session as one of the caller's own sub-accounts. */
export async function subUserLogin(subUserId: number, rememberMe: boolean): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>('/api/account/sub-user-login', { subUserId, rememberMe })
  return data
}
