import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type UserFormOptions } from '../../../../contract/admin.ts'

/** GET /api/admin/users/options: the roles this caller may assign and the department tree. */
export async function getUserOptions(): Promise<UserFormOptions> {
  const { data } = await http.get<UserFormOptions>(ADMIN_API.userOptions, { silent: true })
  return data
}
