import type { MessageKey } from '../../../lib/i18n/index.ts'
import { priceInput, reasonText } from '../../../../contract/quote-order.ts'

// The reviewer's form checks what the server's adjustBody checks, from the same schemas; only the
// detail screen's lazy chunk imports this (zod stays out of the first load).

/** What the reviewer typed for one line. */
export interface AdjustDraft {
  unitPrice: string
  reason: string
}

/** i18n keys of what is wrong with a draft, per field; empty when it may be sent. */
export type AdjustErrors = Partial<Record<keyof AdjustDraft, MessageKey>>

export function checkAdjust(draft: AdjustDraft): AdjustErrors {
  const errors: AdjustErrors = {}
  if (!priceInput.safeParse(draft.unitPrice).success) errors.unitPrice = 'quoteOrder.review.priceInvalid'
  const reason = reasonText.min(1).safeParse(draft.reason)
  if (!reason.success)
    errors.reason = draft.reason.trim() ? 'quoteOrder.review.reasonTooLong' : 'quoteOrder.review.reasonRequired'
  return errors
}

/** The draft as the server takes it: trimmed. */
export const cleanAdjust = (draft: AdjustDraft): AdjustDraft => ({
  unitPrice: draft.unitPrice.trim(),
  reason: draft.reason.trim(),
})
