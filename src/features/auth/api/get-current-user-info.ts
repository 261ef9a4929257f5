import { http } from '../../../lib/api/client.ts'
import type { CurrentUser } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** GET /api/account/get-current-user-info. */
export async function getCurrentUserInfo(): Promise<CurrentUser> {
  const { data } = await http.get<CurrentUser>(ACCOUNT_API.currentUser)
  return data
}
