import { useStore } from '@nanostores/react'
import { ApprovalRulesView } from '../../features/quote-order/components/approval-rules-view.tsx'
import { holdsRight } from '../../lib/permission.ts'
import { $session } from '../../lib/stores/session.ts'

/** /quote-order/approval-rules (审批规则, staff): the rules, editable by a holder of the edit right. */
export function QuoteApprovalRulesPage() {
  return <ApprovalRulesView canEdit={holdsRight(useStore($session).roleRouters, 'editApprovalRules')} />
}
