import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/change-password: needs the current password; other sessions are revoked. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<Envelope<boolean>> {
  return http.post<boolean>(ACCOUNT_API.changePassword, { oldPassword, newPassword })
}
