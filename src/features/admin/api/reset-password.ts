import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type PasswordResetAnswer } from '../../../../contract/admin.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** POST /api/admin/users/{id}/reset-password: a new password, answered once. */
export async function resetPassword(id: number): Promise<PasswordResetAnswer> {
  const { data } = await http.post<PasswordResetAnswer>(fillPath(ADMIN_API.userPassword, { id }), { delivery: 'show' })
  return data
}
