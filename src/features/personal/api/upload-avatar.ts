import { http } from '../../../lib/api/client.ts'
import type { AvatarAnswer } from '../../../../contract/account.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** POST /api/account/upload-avatar: multipart field `file` (PNG, JPEG, GIF or WebP by content). */
export async function uploadAvatar(file: File, signal?: AbortSignal): Promise<AvatarAnswer> {
  const { data } = await http.post<AvatarAnswer>(
    ACCOUNT_API.uploadAvatar,
    { file },
    { contentType: 'multipart', ...(signal ? { signal } : {}) },
  )
  return data
}
