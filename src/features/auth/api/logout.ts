import { http } from '../../../lib/api/client.ts'
import { $config } from '../../../lib/config.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/**
 * POST /api/account/logout: revokes the current token, or `token` when given (the main account's
 * session kept aside while acting as a sub-account). That one is silent: the user is already out.
 */
export async function logout(token?: string): Promise<boolean> {
  const opts = token ? { silent: true, headers: { [$config.get().tokenKey]: `Bearer ${token}` } } : {}
  const { data } = await http.post<boolean>(ACCOUNT_API.logout, undefined, { params: { isDev: false }, ...opts })
  return data
}
