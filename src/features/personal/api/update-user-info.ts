import { http } from '../../../lib/api/client.ts'
import type { UserInfo } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** The profile fields a user may change; username and phone are fixed. */
export interface ProfileInput {
  nickName: string
  realName: string
  email: string
  companyName: string
}

/** POST /api/account/update-user-info: answers the updated user info. */
export async function updateUserInfo(input: ProfileInput): Promise<UserInfo> {
  const { data } = await http.post<UserInfo>(ACCOUNT_API.updateUserInfo, input)
  return data
}
