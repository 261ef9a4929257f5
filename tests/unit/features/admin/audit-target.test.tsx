import { afterEach, describe, expect, it } from 'vitest'
import type { AuditLogRow } from '../../../../contract/admin.ts'
import { auditTargetName } from '../../../../src/features/admin/lib/audit-target.tsx'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot } from '../../support/render.tsx'

// The audit log named an approval rule "amount ≥ 50000.00 (2)" and the shop profile "shop profile"
// on every screen: each target reads in the reader's words, and names people wrote are marked.

const view = mountRoot()
afterEach(() => setLocale('zh-CN'))

const entry = (over: Partial<AuditLogRow>): AuditLogRow => ({
  id: 1,
  actorId: 1,
  actorName: 'admin',
  action: 'department.create',
  targetType: 'department',
  targetId: 2,
  targetName: 'Assembly',
  before: null,
  after: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  ...over,
})

async function shown(row: AuditLogRow) {
  await view.render(<>{auditTargetName(row)}</>)
  return { text: view.host.textContent, marked: view.host.querySelector('[translate="no"]')?.textContent ?? null }
}

describe('audit target names', () => {
  it('word an approval rule from its record, as the rule screen does', async () => {
    const rule = { kind: 'amount', threshold: '50000.00', steps: 2, enabled: true }
    const row = entry({ targetType: 'approvalRule', targetName: 'amount ≥ 50000.00 (2)', after: rule })
    expect(await shown(row)).toEqual({ text: '含税金额达到 ¥50,000.00 时，需审核 → 批准', marked: null })
    setLocale('en')
    expect((await shown(row)).text).toBe(
      'When the amount with tax reaches CN¥50,000.00, it needs a check, then approval',
    )
    const removed = entry({
      targetType: 'approvalRule',
      before: { ...rule, kind: 'discount', threshold: '10', steps: 1 },
    })
    expect((await shown(removed)).text).toBe(
      'When the price is 10.00% or more below the computed price, it needs a check',
    )
  })

  it('leave the shop profile to the target column, and name seeded roles and configurations in words', async () => {
    setLocale('en')
    expect((await shown(entry({ targetType: 'shopProfile', targetName: 'shop profile' }))).text).toBe('—')
    expect(await shown(entry({ targetType: 'permission', targetName: 'Auditor' }))).toEqual({
      text: 'Pricing engineer',
      marked: null,
    })
    expect((await shown(entry({ targetType: 'config', targetName: '默认报价配置' }))).text).toBe(
      'Default quote configuration',
    )
  })

  it('name a cost-table row by its table and as the cost screen names it', async () => {
    setLocale('en')
    const treatment = { key: 'ANODIZE_CLEAR', name: '本色阳极氧化', basis: 'dm2' }
    const edited = entry({
      targetType: 'costTable',
      targetName: 'surface-treatments · ANODIZE_CLEAR',
      before: treatment,
      after: { row: treatment },
    })
    expect(await shown(edited)).toEqual({ text: 'Surface treatments · Clear anodizing', marked: null })
    const param = entry({ targetType: 'costTable', targetName: 'other-costs · mgmtRate', after: { row: null } })
    expect((await shown(param)).text).toBe('Other costs · Management fee rate')
    const added = entry({
      targetType: 'costTable',
      targetName: 'machines · AUDIT5X',
      after: { row: { key: 'AUDIT5X' } },
    })
    expect(await shown(added)).toEqual({ text: 'Machines · AUDIT5X', marked: 'AUDIT5X' })
  })

  it('mark names people wrote as theirs', async () => {
    expect(await shown(entry({}))).toEqual({ text: 'Assembly', marked: 'Assembly' })
    expect((await shown(entry({ targetType: 'role', targetName: 'Estimator' }))).marked).toBe('Estimator')
  })
})
