import { http } from '../../../lib/api/client.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** What is asked: a username or a phone number. */
export type RegisteredQuery = { username: string } | { phoneNumber: string }

/** POST /api/account/is-registered: whether the username or phone number already has an account. */
export async function isRegistered(query: RegisteredQuery): Promise<boolean> {
  const { data } = await http.post<boolean>(ACCOUNT_API.isRegistered, undefined, { params: query, silent: true })
  return data
}
