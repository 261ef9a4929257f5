import { asc, eq } from 'drizzle-orm'
import type { ApprovalRule, ApprovalRuleInput } from '../../../contract/quote-approval.ts'
import type { Db } from '../../db/client.ts'
import { quoteApprovalRules } from '../../db/schema.ts'
import { foundOr404 } from '../../lib/errors.ts'
import { audit, auditTarget, type Actor } from '../admin/audit.ts'

type RuleEntity = typeof quoteApprovalRules.$inferSelect

const ruleOut = (r: RuleEntity): ApprovalRule => ({
  id: r.id,
  kind: r.kind,
  threshold: r.threshold,
  steps: r.steps,
  enabled: r.enabled,
  updatedBy: r.updatedBy,
  updateTime: r.updatedAt.toISOString(),
})

/** The audit log names a rule by what it checks, e.g. "amount ≥ 50000.00 (2)". */
const target = (r: RuleEntity) => auditTarget('approvalRule', r.id, `${r.kind} ≥ ${r.threshold} (${r.steps})`)

const ruleOf = (db: Db, id: number) =>
  foundOr404(db.select().from(quoteApprovalRules).where(eq(quoteApprovalRules.id, id)), 'approval.ruleNotFound')

export async function listRules(db: Db): Promise<ApprovalRule[]> {
  return (await db.select().from(quoteApprovalRules).orderBy(asc(quoteApprovalRules.id))).map(ruleOut)
}

/** The enabled rules, as the routing reads them. */
export const enabledRules = (db: Pick<Db, 'select'>) =>
  db.select().from(quoteApprovalRules).where(eq(quoteApprovalRules.enabled, true)).orderBy(asc(quoteApprovalRules.id))

export async function createRule(db: Db, actor: Actor, input: ApprovalRuleInput): Promise<ApprovalRule> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteApprovalRules)
      .values({ ...input, updatedBy: actor.username })
      .returning()
    await audit(tx, actor, { action: 'approvalRule.create', ...target(row!), after: ruleOut(row!) })
    return ruleOut(row!)
  })
}

export async function editRule(db: Db, actor: Actor, id: number, input: ApprovalRuleInput): Promise<ApprovalRule> {
  const before = await ruleOf(db, id)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(quoteApprovalRules)
      .set({ ...input, updatedBy: actor.username, updatedAt: new Date() })
      .where(eq(quoteApprovalRules.id, id))
      .returning()
    await audit(tx, actor, {
      action: 'approvalRule.edit',
      ...target(row!),
      before: ruleOut(before),
      after: ruleOut(row!),
    })
    return ruleOut(row!)
  })
}

/** Removing a rule does not touch orders already in an approval round: they finish the steps they were given. */
export async function deleteRule(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await ruleOf(db, id)
  await db.transaction(async (tx) => {
    await tx.delete(quoteApprovalRules).where(eq(quoteApprovalRules.id, id))
    await audit(tx, actor, { action: 'approvalRule.delete', ...target(before), before: ruleOut(before) })
  })
}
