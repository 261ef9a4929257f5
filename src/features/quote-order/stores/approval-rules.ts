import { atom } from 'nanostores'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { deleteApprovalRule } from '../api/delete-approval-rule.ts'
import { getApprovalRules } from '../api/get-approval-rules.ts'
import { saveApprovalRule } from '../api/save-approval-rule.ts'
import type { ApprovalRule, ApprovalRuleInput } from '../api/types.ts'
import '../messages.ts'

/** A rule as typed in the form: `id` null for a new one. */
export interface RuleDraft extends ApprovalRuleInput {
  id: number | null
}

interface RulesState {
  status: 'loading' | 'ready' | 'error'
  rules: ApprovalRule[]
  message: string
  draft: RuleDraft | null
  draftError: string
  deleting: ApprovalRule | null
  busy: boolean
}

export const $approvalRules = atom<RulesState>({
  status: 'loading',
  rules: [],
  message: '',
  draft: null,
  draftError: '',
  deleting: null,
  busy: false,
})

const patch = (change: Partial<RulesState>) => $approvalRules.set({ ...$approvalRules.get(), ...change })
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export async function loadRules() {
  patch({ status: 'loading' })
  try {
    patch({ status: 'ready', rules: await getApprovalRules() })
  } catch (error) {
    patch({ status: 'error', message: errorText(error) })
  }
}

export const newRule = () =>
  patch({ draft: { id: null, kind: 'amount', threshold: '', steps: 2, enabled: true }, draftError: '' })
export const editRule = (r: ApprovalRule) =>
  patch({
    draft: { id: r.id, kind: r.kind, threshold: r.threshold, steps: r.steps, enabled: r.enabled },
    draftError: '',
  })
export const closeDraft = () => patch({ draft: null, draftError: '' })
export const changeDraft = (change: Partial<RuleDraft>) => {
  const draft = $approvalRules.get().draft
  if (draft) patch({ draft: { ...draft, ...change }, draftError: '' })
}

/** The threshold the server accepts: 0 or more, two decimals at most, a discount at most 100 %. */
function thresholdOk(d: RuleDraft) {
  if (d.kind === 'flags') return true
  return /^\d{1,12}(\.\d{1,2})?$/.test(d.threshold.trim()) && (d.kind !== 'discount' || Number(d.threshold) <= 100)
}

/** Saves the form; a bad threshold is named beside the field and nothing is sent. */
export async function saveDraft() {
  const { draft } = $approvalRules.get()
  if (!draft) return
  if (!thresholdOk(draft)) return patch({ draftError: t('quoteOrder.approvalRules.badThreshold') })
  patch({ busy: true })
  try {
    const { id, ...input } = draft
    await saveApprovalRule(id, { ...input, threshold: draft.kind === 'flags' ? '0' : input.threshold.trim() })
    patch({ draft: null })
    showToast('success', t('quoteOrder.approvalRules.saved'))
    await loadRules()
  } catch (error) {
    patch({ draftError: errorText(error) })
  } finally {
    patch({ busy: false })
  }
}

export const askDelete = (rule: ApprovalRule | null) => patch({ deleting: rule })

export async function confirmDelete(): Promise<boolean> {
  const rule = $approvalRules.get().deleting
  if (!rule) return false
  try {
    await deleteApprovalRule(rule.id)
    showToast('success', t('quoteOrder.approvalRules.deleted'))
    await loadRules()
    return true
  } catch (error) {
    showToast('danger', errorText(error))
    return false
  }
}
