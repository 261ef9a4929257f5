import { http } from '../../../lib/api/client.ts'
import type { Envelope } from '../../../../contract/wire.ts'
import { ACCOUNT_API } from '../../../../contract/api-paths.ts'

/** A password reset proven by an SMS code to the account's phone. */
export interface ForgotPasswordInput {
  phoneNumber: string
  smsCode: string
  newPassword: string
  confirmPassword: string
}

/** POST /api/account/v2/forgot-password: sets the new password and revokes every session. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<Envelope<boolean>> {
  return http.post<boolean>(ACCOUNT_API.forgotPassword, input)
}
