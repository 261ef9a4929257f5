import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { APPROVAL_RULE_KINDS, APPROVAL_STEPS } from '../../../../contract/quote-approval.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ApprovalRuleKind } from '../api/types.ts'
import { $approvalRules, changeDraft, closeDraft, saveDraft, type RuleDraft } from '../stores/approval-rules.ts'

/** The form of one rule: its type, threshold and steps, with the rule in words as it will read. */
export function ApprovalRuleForm({ draft, preview }: { draft: RuleDraft; preview: string }) {
  const t = useT()
  const { draftError, busy } = useStore($approvalRules)
  return (
    <form
      className="qe-qo-rule-form"
      data-testid="qo-rule-form"
      onSubmit={(e) => {
        e.preventDefault()
        void saveDraft()
      }}
    >
      <label className="qe-qo-field">
        <span>{t('quoteOrder.approvalRules.kind.label')}</span>
        <select
          className="qe-native-input"
          value={draft.kind}
          onChange={(e) => changeDraft({ kind: e.target.value as ApprovalRuleKind })}
          data-testid="qo-rule-kind"
        >
          {APPROVAL_RULE_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`quoteOrder.approvalRules.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.kind !== 'flags' && (
        <label className="qe-qo-field">
          <span>{t(`quoteOrder.approvalRules.threshold.${draft.kind}`)}</span>
          <input
            className="qe-native-input"
            inputMode="decimal"
            value={draft.threshold}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={draftError ? 'qo-rule-error' : undefined}
            onChange={(e) => changeDraft({ threshold: e.target.value })}
            data-testid="qo-rule-threshold"
          />
        </label>
      )}
      <label className="qe-qo-field">
        <span>{t('quoteOrder.approvalRules.stepsLabel')}</span>
        <select
          className="qe-native-input"
          value={draft.steps}
          onChange={(e) => changeDraft({ steps: Number(e.target.value) })}
          data-testid="qo-rule-steps"
        >
          {APPROVAL_STEPS.map((_, i) => (
            <option key={i} value={i + 1}>
              {enumLabel('approvalSteps', String(i + 1))}
            </option>
          ))}
        </select>
      </label>
      <label className="qe-qo-check">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => changeDraft({ enabled: e.target.checked })} />
        {t('quoteOrder.approvalRules.enabled')}
      </label>
      <p className="qe-muted" data-testid="qo-rule-preview">
        {preview}
      </p>
      {draftError && (
        <p id="qo-rule-error" className="qe-error" role="alert" data-testid="qo-rule-error">
          {draftError}
        </p>
      )}
      <div className="qe-qo-actions">
        <sl-button type="submit" variant="primary" loading={busy} data-testid="qo-rule-save">
          {t('quoteOrder.approvalRules.save')}
        </sl-button>
        <sl-button onClick={closeDraft}>{t('quoteOrder.approvalRules.cancel')}</sl-button>
      </div>
    </form>
  )
}
