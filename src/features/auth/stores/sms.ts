import { atom } from 'nanostores'
import { sendSms } from '../api/send-sms.ts'
import { refreshCaptcha } from './captcha.ts'

/** Seconds a phone must wait between two codes when the server does not say (60 s). */
const SMS_COOLDOWN_SECONDS = 60

/** Seconds left before another code may be sent; 0 when the send button is enabled. */
export const $smsCountdown = atom(0)
/** True while a send-code request is under way. */
export const $smsSending = atom(false)

let timer: ReturnType<typeof setInterval> | undefined

function startCountdown(seconds: number): void {
  clearInterval(timer)
  $smsCountdown.set(seconds)
  timer = setInterval(() => {
    const left = $smsCountdown.get() - 1
    $smsCountdown.set(Math.max(0, left))
    if (left <= 0) clearInterval(timer)
  }, 1000)
}

/**
 * Sends an SMS code to `phoneNumber`, proven by the image captcha, and starts the countdown.
 * The captcha is single-use, so a new one is fetched whatever the outcome; the caller clears
 * its captcha input. Answers whether the code was sent.
 */
export async function sendSmsCode(phoneNumber: string, captchaCode: string, captchaKey: string): Promise<boolean> {
  if ($smsCountdown.get() > 0 || $smsSending.get()) return false
  $smsSending.set(true)
  try {
    const { cooldownSeconds } = await sendSms(phoneNumber, captchaCode, captchaKey)
    startCountdown(cooldownSeconds > 0 ? cooldownSeconds : SMS_COOLDOWN_SECONDS)
    return true
  } catch {
    return false
  } finally {
    $smsSending.set(false)
    void refreshCaptcha()
  }
}

/** Stops the countdown (tests, and a fresh login page). */
export function resetSmsCountdown(): void {
  clearInterval(timer)
  $smsCountdown.set(0)
}
