import { http } from '../../../lib/api/client.ts'
import type { RegisterInput, SessionAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/**
 * POST /api/account/v3/register: creates the account and answers its session. Silent: a taken
 * username or phone is said under its field, other failures by the caller.
 */
export async function register(input: RegisterInput): Promise<SessionAnswer> {
  const { data } = await http.post<SessionAnswer>(ACCOUNT_API.register, input, { silent: true })
  return data
}
