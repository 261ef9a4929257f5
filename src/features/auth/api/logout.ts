import { http } from '../../../lib/api/client.ts'

/** POST /api/account/logout: revokes the current token. */
export async function logout(): Promise<boolean> {
  const { data } = await http.post<boolean>('/api/account/logout', undefined, { params: { isDev: false } })
  return data
}
