import { http } from '../../../lib/api/client.ts'
import type { LoginResult } from './login.ts'

/** POST /api/account/sub-user-login: a session as one of the caller's own sub-accounts. */
export async function subUserLogin(subUserId: number, rememberMe: boolean): Promise<LoginResult> {
  const { data } = await http.post<LoginResult>('/api/account/sub-user-login', { subUserId, rememberMe })
  return data
}
