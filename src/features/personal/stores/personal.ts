import { atom } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { $session, setAvatarUrl, setUserInfo, type UserInfo } from '../../../lib/stores/session.ts'
import { changePassword } from '../api/change-password.ts'
import { updateUserInfo } from '../api/update-user-info.ts'
import type { ProfileInput } from '../../../../contract/account.ts'
import { uploadAvatar } from '../api/upload-avatar.ts'
import { avatarFileError } from '../lib/validators.ts'

/** True while the profile or the password is being saved. */
export const $personalBusy = atom(false)

/** The avatar upload: idle, sending (with the local preview), or failed with a message. */
export type AvatarUploadState =
  { status: 'idle' } | { status: 'uploading'; preview: string } | { status: 'error'; message: string }

/** The current avatar upload. */
export const $avatarUpload = atom<AvatarUploadState>({ status: 'idle' })

/** Keeps role and role id (they come from get-current-user-info, not from the profile answer). */
function mergeUserInfo(next: UserInfo): void {
  const { roleId, role } = $session.get().userInfo ?? {}
  setUserInfo({ ...next, ...(roleId !== undefined ? { roleId } : {}), ...(role !== undefined ? { role } : {}) })
}

async function busy<T>(task: () => Promise<T>): Promise<T | null> {
  $personalBusy.set(true)
  try {
    return await task()
  } catch {
    return null
  } finally {
    $personalBusy.set(false)
  }
}

/** Saves nickname, real name, e-mail and company; answers whether it worked. */
export async function saveProfile(input: Required<ProfileInput>): Promise<boolean> {
  const trimmed = {
    nickName: input.nickName.trim(),
    realName: input.realName.trim(),
    email: input.email.trim(),
    companyName: input.companyName.trim(),
  }
  const info = await busy(() => updateUserInfo(trimmed))
  if (!info) return false
  mergeUserInfo(info)
  showToast('success', t('personal.saved'))
  return true
}

/** Changes the password (the current one is required); answers whether it worked. */
export async function updatePassword(oldPassword: string, newPassword: string): Promise<boolean> {
  const reply = await busy(() => changePassword(oldPassword, newPassword))
  if (!reply) return false
  showToast('success', reply.msg || t('personal.passwordChanged'))
  return true
}

/**
 * Uploads a new avatar after checking type and size locally (nothing is sent for a bad file).
 * The local preview shows while it uploads; on success the session's avatar changes everywhere.
 */
export async function changeAvatar(file: File): Promise<boolean> {
  const problem = avatarFileError(file)
  if (problem) {
    $avatarUpload.set({ status: 'error', message: t(problem) })
    return false
  }
  const preview = URL.createObjectURL(file)
  $avatarUpload.set({ status: 'uploading', preview })
  try {
    const { avatarUrl, userInfo } = await uploadAvatar(file)
    mergeUserInfo(userInfo)
    setAvatarUrl(avatarUrl)
    $avatarUpload.set({ status: 'idle' })
    return true
  } catch (error) {
    $avatarUpload.set({ status: 'error', message: error instanceof Error ? error.message : t('http.requestFailed') })
    return false
  } finally {
    URL.revokeObjectURL(preview)
  }
}
