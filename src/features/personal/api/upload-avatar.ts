import { http } from '../../../lib/api/client.ts'
import type { UserInfo } from '../../../lib/stores/session.ts'

/** What the server answers for a new avatar; the URL is relative to the API base. */
export interface UploadAvatarResult {
  avatarUrl: string
  userInfo: UserInfo
}

/** POST /api/account/upload-avatar: multipart field `file` (PNG, JPEG, GIF or WebP by content). */
export async function uploadAvatar(file: File, signal?: AbortSignal): Promise<UploadAvatarResult> {
  const { data } = await http.post<UploadAvatarResult>(
    '/api/account/upload-avatar',
    { file },
    { contentType: 'multipart', ...(signal ? { signal } : {}) },
  )
  return data
}
