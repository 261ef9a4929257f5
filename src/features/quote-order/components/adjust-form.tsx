import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { REASON_MAX } from '../../../../contract/quote-order-states.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderLine } from '../api/types.ts'
import { checkAdjust, type AdjustDraft } from '../lib/adjust-rules.ts'

/** Props of AdjustForm. */
export interface AdjustFormProps {
  line: QuoteOrderLine
  currency: string
  /** What was typed so far (kept by the store, so a conflict loses nothing). */
  draft: AdjustDraft | undefined
  busy: boolean
  disabled: boolean
  onChange: (change: Partial<AdjustDraft>) => void
  onSubmit: () => Promise<boolean>
}

/** Review: a new unit price ex-VAT for the line and the reason the customer will read. */
export function AdjustForm({ line, currency, draft, busy, disabled, onChange, onSubmit }: AdjustFormProps) {
  const t = useT()
  const [tried, setTried] = useState(false)
  const value = draft ?? { unitPrice: '', reason: '' }
  const errors = tried ? checkAdjust(value) : {}
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (Object.keys(checkAdjust(value)).length > 0) return
    if (await onSubmit()) setTried(false)
  }
  const id = `qo-adjust-${line.lineId}`
  return (
    <form className="qe-qo-adjust" onSubmit={(e) => void submit(e)} noValidate data-testid="qo-adjust-form">
      <label className="qe-qo-field" htmlFor={`${id}-price`}>
        <span>{t('quoteOrder.review.unitPrice', { currency })}</span>
        <input
          id={`${id}-price`}
          className="qe-native-input"
          inputMode="decimal"
          placeholder={line.unitPrice ?? undefined}
          value={value.unitPrice}
          aria-invalid={errors.unitPrice ? true : undefined}
          aria-describedby={errors.unitPrice ? `${id}-price-error` : undefined}
          onChange={(e) => onChange({ unitPrice: e.target.value })}
          data-testid="qo-adjust-price"
        />
        {errors.unitPrice && (
          <span id={`${id}-price-error`} className="qe-error qe-small">
            {t(errors.unitPrice)}
          </span>
        )}
      </label>
      <label className="qe-qo-field qe-qo-grow" htmlFor={`${id}-reason`}>
        <span>{t('quoteOrder.review.reasonLabel')}</span>
        <textarea
          id={`${id}-reason`}
          className="qe-native-input"
          rows={2}
          maxLength={REASON_MAX}
          value={value.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          onChange={(e) => onChange({ reason: e.target.value })}
          data-testid="qo-adjust-reason"
        />
        {errors.reason && (
          <span id={`${id}-reason-error`} className="qe-error qe-small">
            {t(errors.reason, { max: REASON_MAX })}
          </span>
        )}
      </label>
      <sl-button
        size="small"
        type="submit"
        variant="primary"
        loading={busy}
        disabled={disabled}
        data-testid="qo-adjust-submit"
      >
        {t('quoteOrder.review.adjust')}
      </sl-button>
    </form>
  )
}
