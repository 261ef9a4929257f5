import { http } from '../../../lib/api/client.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** An image captcha and the key the login sends back with its text. */
export interface Captcha {
  image: Blob
  key: string
}

/** GET /api/account/get-sms-image: the image body, its key in the `X-Captcha-Key` header. */
export async function getCaptcha(): Promise<Captcha> {
  const { blob, headers } = await http.get(ACCOUNT_API.captcha, { responseType: 'blob', silent: true })
  const key = headers.get('X-Captcha-Key')
  if (!key) throw new Error('The captcha response carries no X-Captcha-Key header')
  return { image: blob, key }
}
