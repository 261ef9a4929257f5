import { useStore } from '@nanostores/react'
import { REASON_MAX } from '../../../../contract/quote-order-states.ts'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { OpinionField } from '../../../lib/opinion-field.tsx'
import type { OrderApproval, QuoteOrder } from '../api/types.ts'
import { ruleWords } from '../../../lib/i18n/approval-rule-words.ts'
import { formatTime } from '../lib/format.ts'
import { $approvalDraft, askDecision, cancelDecision, confirmDecision, setOpinion } from '../stores/order-approval.ts'
import { $orderDetail } from '../stores/order-detail.ts'
import { TitledSection } from './titled-section.tsx'

function stateText(approval: OrderApproval, t: ReturnType<typeof useT>) {
  if (approval.state === 'pending' && approval.next)
    return t('quoteOrder.approval.state.pending', { step: t(`quoteOrder.approval.step.${approval.next}`) })
  return t(`quoteOrder.approval.state.${approval.state === 'rejected' ? 'rejected' : 'approved'}`)
}

/**
 * Staff's view of an order's approval (审批): where the round stands, the rules that asked for it,
 * every decision with its opinion, and — for a holder of the waiting step's right — an opinion
 * field with approve and reject, each confirmed first.
 */
export function ApprovalPanel({ order, approval }: { order: QuoteOrder; approval: OrderApproval }) {
  const t = useT()
  const draft = useStore($approvalDraft)
  const busy = useStore($orderDetail).busy === 'approval'
  const step = approval.next ? t(`quoteOrder.approval.step.${approval.next}`) : ''
  return (
    <TitledSection titleId="qo-approval-title" title={t('quoteOrder.approval.title')}>
      <div
        className="qe-qo-approval"
        data-testid="qo-approval"
        data-state={approval.state}
        data-next={approval.next ?? ''}
      >
        <p>
          <strong data-testid="qo-approval-state">{stateText(approval, t)}</strong>{' '}
          <span className="qe-muted">
            {t('quoteOrder.approval.round', { round: approval.round })} ·{' '}
            {approval.steps.map((s) => t(`quoteOrder.approval.step.${s}`)).join(' → ')}
          </span>
        </p>
        <p className="qe-muted qe-small">
          {t('quoteOrder.approval.matched')}: {approval.rules.map((r) => ruleWords(r, order.currency)).join('；')}
        </p>
        {approval.decisions.length === 0 ? (
          <p className="qe-muted qe-small">{t('quoteOrder.approval.noDecisions')}</p>
        ) : (
          <ol className="qe-qo-timeline" data-testid="qo-approval-decisions">
            {approval.decisions.map((d, i) => (
              <li key={i} data-decision={d.decision}>
                <time className="qe-muted qe-small" dateTime={d.at}>
                  {formatTime(d.at)}
                </time>
                <span>
                  <strong>
                    {t('quoteOrder.approval.decisionLine', {
                      step: t(`quoteOrder.approval.step.${d.step}`),
                      decision: t(`quoteOrder.approval.decision.${d.decision}`),
                    })}
                  </strong>{' '}
                  · {d.by.name} · {t('quoteOrder.approval.round', { round: d.round })}
                </span>
                {d.opinion && <span className="qe-qo-reason">{d.opinion}</span>}
              </li>
            ))}
          </ol>
        )}
        {approval.next && !approval.mayDecide && (
          <p className="qe-muted" data-testid="qo-approval-waiting">
            {t(approval.passedEarlier ? 'quoteOrder.approval.passedEarlier' : 'quoteOrder.approval.noRight', { step })}
          </p>
        )}
        {approval.next && approval.mayDecide && (
          <div className="qe-qo-approval-form">
            <OpinionField
              label={t('quoteOrder.approval.opinion')}
              value={draft.opinion}
              onChange={setOpinion}
              maxLength={REASON_MAX}
              placeholder={t('quoteOrder.approval.opinionHint')}
              error={draft.error}
              errorId="qo-approval-error"
              className="qe-qo-field"
              testId="qo-approval-opinion"
            />
            <div className="qe-qo-actions">
              <sl-button
                variant="primary"
                disabled={busy}
                onClick={() => askDecision('approve')}
                data-testid="qo-approval-approve"
              >
                {t('quoteOrder.approval.approve', { step })}
              </sl-button>
              <sl-button
                variant="danger"
                outline
                disabled={busy}
                onClick={() => askDecision('reject')}
                data-testid="qo-approval-reject"
              >
                {t('quoteOrder.approval.reject')}
              </sl-button>
            </div>
          </div>
        )}
        {draft.confirming && (
          <ConfirmDialog
            message={t(
              draft.confirming === 'approve'
                ? 'quoteOrder.approval.confirmApprove'
                : 'quoteOrder.approval.confirmReject',
              { number: order.number, step },
            )}
            confirmLabel={
              draft.confirming === 'approve'
                ? t('quoteOrder.approval.approve', { step })
                : t('quoteOrder.approval.reject')
            }
            variant={draft.confirming === 'approve' ? 'primary' : 'danger'}
            onConfirm={confirmDecision}
            onClose={cancelDecision}
            testId="qo-approval"
          />
        )}
      </div>
    </TitledSection>
  )
}
