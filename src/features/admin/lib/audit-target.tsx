import type { ReactNode } from 'react'
import type { AuditLogRow } from '../../../../contract/admin.ts'
import { APPROVAL_RULE_KINDS } from '../../../../contract/quote-approval.ts'
import { COST_TABLE_NAMES, type CostTableName } from '../../../../contract/cost-tables.ts'
import { SEEDED_ROLES } from '../../../../contract/route-table.ts'
import {
  COST_TABLE_SEEDED,
  COST_TABLE_TITLES,
  costRowName,
  type CostRowNaming,
} from '../../../lib/i18n/cost-row-words.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { ruleWords, type ApprovalRuleShape } from '../../../lib/i18n/approval-rule-words.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { SeededText } from '../../../lib/i18n/seeded-text.tsx'
import { UserText } from '../../../lib/i18n/user-text.tsx'

const isRule = (v: unknown): v is ApprovalRuleShape => {
  const r = v as Partial<ApprovalRuleShape> | null
  return (
    typeof r?.threshold === 'string' &&
    typeof r.steps === 'number' &&
    (APPROVAL_RULE_KINDS as readonly string[]).includes(r.kind ?? '')
  )
}
const isSeededRole = (code: string) => (SEEDED_ROLES as readonly string[]).includes(code)

/**
 * A cost-table entry is stored as "<table> · <key>" with the row as it was and as it is: the
 * table by its name and the row as the cost screen names it; a key people chose stays theirs.
 */
function costTableTarget(row: AuditLogRow): ReactNode {
  const [table, key] = row.targetName.split(' · ') as [CostTableName, string | undefined]
  if (!key || !(COST_TABLE_NAMES as readonly string[]).includes(table)) return <UserText>{row.targetName}</UserText>
  const record = (row.after as { row?: CostRowNaming | null } | null)?.row ?? (row.before as CostRowNaming | null)
  const naming = record?.key === key ? record : { key }
  const seeded = COST_TABLE_SEEDED[table]
  const name = typeof naming.name === 'string' ? naming.name : ''
  const label =
    costRowName(table, naming) ||
    (seeded && name ? <SeededText kind={seeded} name={key} stored={name} /> : <UserText>{name || key}</UserText>)
  return (
    <>
      {textOf(COST_TABLE_TITLES[table])} · {label}
    </>
  )
}

/**
 * What an audit entry changed, named for the reader: a rule by what it checks (from the entry's
 * record, as the rule screen words it), the seeded configuration and roles in the reader's
 * language, a cost-table row as the cost screen names it, the shop's one profile by the target column alone (a dash), and every other name
 * (a user, a department, a menu, a library row) as people wrote it, marked as theirs.
 */
export function auditTargetName(row: AuditLogRow): ReactNode {
  const name = row.targetName
  switch (row.targetType) {
    case 'shopProfile':
      return '—'
    case 'approvalRule': {
      const rule = row.after ?? row.before
      return isRule(rule) ? ruleWords(rule) : <UserText>{name}</UserText>
    }
    case 'config':
      return <SeededText kind="seededConfig" name="name" stored={name} />
    case 'costTable':
      return costTableTarget(row)
    case 'role':
    case 'permission':
      // Roles are named here by their code; a seeded role's code reads as the role's name.
      return isSeededRole(name) ? enumLabel('roleName', name) : <UserText>{name}</UserText>
    default:
      return <UserText>{name}</UserText>
  }
}
