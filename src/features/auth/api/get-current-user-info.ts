import { http } from '../../../lib/api/client.ts'
import type { CurrentUser } from '../../../../contract/account.ts'

/** GET /api/account/get-current-user-info. */
export async function getCurrentUserInfo(): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>('/api/account/get-current-user-info')
  return data
}
