import { http } from '../../../lib/api/client.ts'
import type { AvatarAnswer } from '../../../../contract/account.ts'

/** POST /api/account/upload-avatar: multipart field `file` (PNG, JPEG, GIF or WebP by content). */
export async function uploadAvatar(file: File, signal?: AbortSignal): Promise<AvatarAnswer> {
  const { data } = await http.post<AvatarAnswer>(
    '/api/account/upload-avatar',
    { file },
    { contentType: 'multipart', ...(signal ? { signal } : {}) },
  )
  return data
}
