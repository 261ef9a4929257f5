import { http } from '../../../lib/api/client.ts'
import type { ProfileInput, UserInfo } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/update-user-info: answers the updated user info. */
export async function updateUserInfo(input: ProfileInput): Promise<UserInfo> {
  const { data } = await http.post<UserInfo>(ACCOUNT_API.updateUserInfo, input)
  return data
}
