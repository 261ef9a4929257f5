import { atom } from 'nanostores'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getCaptcha } from '../api/get-captcha.ts'

/** The login form's image captcha: loading, shown, or failed (click to retry). */
export type CaptchaState = { status: 'loading' } | { status: 'ready'; url: string; key: string } | { status: 'error' }

export const $captcha = atom<CaptchaState>({ status: 'loading' })

const latest = createLatest()

/** Fetches a new captcha; the previous image's object URL is released. */
export async function refreshCaptcha(): Promise<void> {
  const ticket = latest.next()
  const previous = $captcha.get()
  if (previous.status === 'ready') URL.revokeObjectURL(previous.url)
  $captcha.set({ status: 'loading' })
  try {
    const { image, key } = await getCaptcha()
    // A slower, older request must not overwrite a newer captcha.
    if (ticket.current()) $captcha.set({ status: 'ready', url: URL.createObjectURL(image), key })
  } catch {
    if (ticket.current()) $captcha.set({ status: 'error' })
  }
}
