import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { SMS_CODE_MAX } from '../../../../contract/account-fields.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { FormInput, type InputForm } from '../../../lib/forms/form-input.tsx'
import { $smsCountdown, $smsSending } from '../stores/sms.ts'

/** Props of SmsCodeField. */
export interface SmsCodeFieldProps {
  /** The form whose `smsCode` field this is. */
  form: InputForm<'smsCode'>
  /** Validates phone and captcha, then sends the code. */
  onSend: () => void
  /** Test id prefix (`<prefix>-sms`, `<prefix>-send-sms`). */
  testId: string
}

/** The SMS code input with its send button, disabled during the 60 s countdown. */
export function SmsCodeField({ form, onSend, testId }: SmsCodeFieldProps) {
  const t = useT()
  const countdown = useStore($smsCountdown)
  const sending = useStore($smsSending)
  return (
    <div className="qe-captcha-row">
      <FormInput
        form={form}
        name="smsCode"
        label={t('login.smsCode')}
        data-testid={`${testId}-sms`}
        maxlength={SMS_CODE_MAX}
        inputmode="numeric"
        autocomplete="one-time-code"
      />
      <sl-button
        className="qe-sms-send"
        disabled={countdown > 0}
        loading={sending}
        onClick={onSend}
        data-testid={`${testId}-send-sms`}
      >
        {countdown > 0 ? t('login.smsResend', { seconds: countdown }) : t('login.smsSend')}
      </sl-button>
    </div>
  )
}
