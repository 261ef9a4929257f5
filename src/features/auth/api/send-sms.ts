import { http } from '../../../lib/api/client.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'
import { fillPath } from '../../../../contract/fill-path.ts'

/** What the server answers once the code is on its way. */
export interface SendSmsResult {
  /** Seconds before the same phone may ask again. */
  cooldownSeconds: number
}

/**
 * POST /api/account/v2/sendsms/{phoneNumber}: sends an SMS code for login, registration or a
 * password reset. It spends the image captcha, whatever the outcome.
 */
export async function sendSms(
  phoneNumber: string,
  imageVerifyCode: string,
  captchaKey: string,
): Promise<SendSmsResult> {
  const { data } = await http.post<SendSmsResult>(fillPath(ACCOUNT_API.sendSms, { phoneNumber }), undefined, {
    params: { phoneNumber, imageVerifyCode, captchaKey },
  })
  return data
}
