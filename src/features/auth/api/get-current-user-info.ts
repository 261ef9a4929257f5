import { http } from '../../../lib/api/client.ts'
import type { ServerRoute, UserInfo } from '../../../lib/stores/session.ts'

/** The caller, its role and the route tree for that role. */
export interface CurrentUserInfo {
  userInfo: UserInfo
  roleId: number | string
  role: string
  roleRouters: ServerRoute[]
}

/** GET /api/account/get-current-user-info. */
export async function getCurrentUserInfo(): Promise<CurrentUserInfo> {
  const { data } = await http.get<CurrentUserInfo>('/api/account/get-current-user-info')
  return data
}
