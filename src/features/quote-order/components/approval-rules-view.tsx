import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { TableState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ruleWords } from '../../../lib/i18n/approval-rule-words.ts'
import { formatTime } from '../lib/format.ts'
import { $approvalRules, askDelete, confirmDelete, editRule, loadRules, newRule } from '../stores/approval-rules.ts'
import { ApprovalRuleForm } from './approval-rule-form.tsx'
import '../messages.ts'
import '../styles.ts'

/** /quote-order/approval-rules (审批规则): the rules in words; a holder of the edit right adds, changes and removes them. */
export function ApprovalRulesView({ canEdit }: { canEdit: boolean }) {
  const t = useT()
  const state = useStore($approvalRules)
  useEffect(() => void loadRules(), [])
  const words = (r: Parameters<typeof ruleWords>[0]) => (r.kind === 'flags' || r.threshold.trim() ? ruleWords(r) : '')
  return (
    <main className="qe-page qe-qo" data-testid="qo-approval-rules">
      <h1>{t('quoteOrder.approvalRules.title')}</h1>
      <p className="qe-muted">{t('quoteOrder.approvalRules.intro')}</p>
      {!canEdit && <p className="qe-muted">{t('quoteOrder.approvalRules.readOnly')}</p>}
      {canEdit && !state.draft && (
        <sl-button variant="primary" onClick={newRule} data-testid="qo-rule-add">
          {t('quoteOrder.approvalRules.add')}
        </sl-button>
      )}
      {state.draft && <ApprovalRuleForm draft={state.draft} preview={words(state.draft)} />}
      {state.status === 'loading' && state.rules.length === 0 && (
        <TableState kind="loading" text={t('quoteOrder.approvalRules.loading')} testId="qo-rules" />
      )}
      {state.status === 'error' && (
        <TableState
          kind="error"
          text={t('quoteOrder.approvalRules.loadError')}
          message={state.message}
          onRetry={() => void loadRules()}
          testId="qo-rules"
        />
      )}
      {state.status === 'ready' && state.rules.length === 0 && (
        <TableState kind="empty" text={t('quoteOrder.approvalRules.empty')} testId="qo-rules" />
      )}
      <ul className="qe-qo-rules" data-testid="qo-rules-list">
        {state.rules.map((r) => (
          <li key={r.id} data-testid="qo-rule" data-enabled={r.enabled}>
            <span>
              <strong>{ruleWords(r)}</strong>
              {!r.enabled && <span className="qe-qo-tag"> {t('quoteOrder.approvalRules.disabled')}</span>}
              <br />
              <span className="qe-muted qe-small">
                {t('quoteOrder.approvalRules.updatedBy', { name: r.updatedBy, time: formatTime(r.updateTime) })}
              </span>
            </span>
            {canEdit && (
              <span className="qe-qo-actions">
                <sl-button size="small" onClick={() => editRule(r)} data-testid="qo-rule-edit">
                  {t('quoteOrder.approvalRules.edit')}
                </sl-button>
                <sl-button
                  size="small"
                  variant="danger"
                  outline
                  onClick={() => askDelete(r)}
                  data-testid="qo-rule-delete"
                >
                  {t('quoteOrder.approvalRules.delete')}
                </sl-button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {state.deleting && (
        <ConfirmDialog
          message={t('quoteOrder.approvalRules.confirmDelete', { rule: ruleWords(state.deleting) })}
          confirmLabel={t('quoteOrder.approvalRules.delete')}
          onConfirm={confirmDelete}
          onClose={() => askDelete(null)}
          testId="qo-rule-delete"
        />
      )}
    </main>
  )
}
