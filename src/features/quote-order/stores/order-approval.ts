import { atom } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { decideApproval } from '../api/decide-approval.ts'
import type { ApprovalDecision } from '../api/types.ts'
import { write } from './order-writes.ts'
import '../messages.ts'

/** The opinion an approver is typing, and the decision waiting for their confirmation. */
export const $approvalDraft = atom<{ opinion: string; confirming: ApprovalDecision | null; error: string }>({
  opinion: '',
  confirming: null,
  error: '',
})

const patch = (change: Partial<ReturnType<typeof $approvalDraft.get>>) =>
  $approvalDraft.set({ ...$approvalDraft.get(), ...change })

export const setOpinion = (opinion: string) => patch({ opinion, error: '' })

/** Asks for confirmation; a rejection without an opinion is stopped here, with the reason in view. */
export function askDecision(decision: ApprovalDecision) {
  if (decision === 'reject' && !$approvalDraft.get().opinion.trim())
    return patch({ error: t('quoteOrder.approval.opinionRequired') })
  patch({ confirming: decision, error: '' })
}

export const cancelDecision = () => patch({ confirming: null })

/** Sends the confirmed decision on the waiting step; the opinion is kept until it is accepted. */
export async function confirmDecision(): Promise<boolean> {
  const { opinion, confirming } = $approvalDraft.get()
  if (!confirming) return false
  let step = ''
  const next = await write(
    'approval',
    (o) => {
      step = o.approval!.next!
      return decideApproval(o.id, o.version, o.approval!.next!, confirming, opinion.trim())
    },
    null,
  )
  if (!next) return false
  $approvalDraft.set({ opinion: '', confirming: null, error: '' })
  showToast(
    'success',
    confirming === 'approve'
      ? t('quoteOrder.approval.approved', { step: t(`quoteOrder.approval.step.${step as 'check'}`) })
      : t('quoteOrder.approval.rejected'),
  )
  return true
}
