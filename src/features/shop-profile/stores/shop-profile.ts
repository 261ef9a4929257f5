import { atom, map } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import {
  SHOP_IMAGE_MAX_BYTES,
  type ShopImageKind,
  type ShopProfile,
  type ShopProfileEdit,
} from '../../../../contract/shop-profile.ts'
import { getShopImage } from '../api/get-image.ts'
import { getShopProfile } from '../api/get-profile.ts'
import { removeShopImage } from '../api/remove-image.ts'
import { saveShopProfile } from '../api/save-profile.ts'
import { uploadShopImage } from '../api/upload-image.ts'
import '../messages.ts'

/** The profile as loaded: loading, ready, or failed (the screen offers a retry). */
export type ShopProfileState = { status: 'loading' } | { status: 'ready'; profile: ShopProfile } | { status: 'error' }

export const $shopProfile = atom<ShopProfileState>({ status: 'loading' })
/** What is being written now: the texts, an image, or nothing. */
export const $shopBusy = atom<'' | 'save' | ShopImageKind>('')
/** Each image's preview (an object URL), or an error message under it; absent while none is uploaded. */
export const $shopPreviews = map<Partial<Record<ShopImageKind, { url: string } | { error: string }>>>({})

const IMAGE_TYPES = ['image/png', 'image/jpeg']
const MEGABYTES = SHOP_IMAGE_MAX_BYTES / 1024 / 1024

async function preview(kind: ShopImageKind, present: boolean) {
  const before = $shopPreviews.get()[kind]
  if (before && 'url' in before) URL.revokeObjectURL(before.url)
  if (!present) return $shopPreviews.setKey(kind, undefined)
  try {
    const { blob } = await getShopImage(kind)
    $shopPreviews.setKey(kind, { url: URL.createObjectURL(blob) })
  } catch {
    $shopPreviews.setKey(kind, { error: t('shopProfile.image.previewFailed') })
  }
}

function show(profile: ShopProfile) {
  $shopProfile.set({ status: 'ready', profile })
}

/** Loads the profile and the previews of its images. */
export async function loadShopProfile(): Promise<void> {
  $shopProfile.set({ status: 'loading' })
  try {
    const profile = await getShopProfile()
    show(profile)
    await Promise.all([preview('letterhead', profile.images.letterhead), preview('seal', profile.images.seal)])
  } catch {
    $shopProfile.set({ status: 'error' })
  }
}

async function write(kind: '' | 'save' | ShopImageKind, task: () => Promise<ShopProfile>, done: string) {
  if ($shopBusy.get()) return false
  $shopBusy.set(kind)
  try {
    show(await task())
    showToast('success', done)
    return true
  } catch {
    // The client's error toast already says why; the form keeps what was typed.
    return false
  } finally {
    $shopBusy.set('')
  }
}

/** Saves the texts, phone and invoice type; answers whether it worked. */
export const saveProfile = (edit: ShopProfileEdit) => write('save', () => saveShopProfile(edit), t('shopProfile.saved'))

/** Uploads an image after checking its type and size here (nothing is sent for a wrong file). */
export async function uploadImage(kind: ShopImageKind, file: File): Promise<boolean> {
  const label = t(`shopProfile.image.${kind}`)
  const problem = !IMAGE_TYPES.includes(file.type)
    ? t('shopProfile.image.wrongType')
    : file.size > SHOP_IMAGE_MAX_BYTES
      ? t('shopProfile.image.tooLarge', { size: MEGABYTES })
      : ''
  if (problem) {
    $shopPreviews.setKey(kind, { error: problem })
    return false
  }
  const ok = await write(kind, () => uploadShopImage(kind, file), t('shopProfile.image.uploaded', { kind: label }))
  if (ok) await preview(kind, true)
  return ok
}

/** Removes an image (the screen asks first). */
export async function removeImage(kind: ShopImageKind): Promise<boolean> {
  const label = t(`shopProfile.image.${kind}`)
  const ok = await write(kind, () => removeShopImage(kind), t('shopProfile.image.removed', { kind: label }))
  if (ok) await preview(kind, false)
  return ok
}

export const SHOP_IMAGE_MEGABYTES = MEGABYTES
