import { http } from '../../../lib/api/client.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** One sub-account of the caller's company. */
export interface SubUser {
  id: number
  username: string
  nickName: string
  /** 1: enabled. */
  status: number
}

/** GET /api/account/sub-users: the caller's company sub-accounts. Silent: the menu just lacks the entry. */
export async function getSubUsers(): Promise<SubUser[]> {
  const { data } = await http.get<SubUser[]>(ACCOUNT_API.subUsers, { silent: true })
  return data
}
