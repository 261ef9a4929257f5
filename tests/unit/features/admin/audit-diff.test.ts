import { afterEach, describe, expect, it } from 'vitest'
import { adminRoleRow, adminUserRow, departmentInput, menuInput } from '../../../../contract/admin.ts'
import { COST_ROW_BODIES } from '../../../../contract/cost-tables.ts'
import { craftRow, equipmentRow, toolRow } from '../../../../contract/process-library.ts'
import { changedFields, fieldName } from '../../../../src/features/admin/lib/audit-diff.ts'
import { LOCALES, setLocale } from '../../../../src/lib/i18n/index.ts'

// The audit log listed stored keys (phoneNumber, setupMin) and JSON; each change now reads in the
// reader's words: the field by name, a switch as yes/no, a list joined, a record as name: value.

afterEach(() => setLocale('zh-CN'))

describe('audit row changes', () => {
  it('lists only the fields whose value changed, by name, with readable values', () => {
    setLocale('en')
    const before = { name: 'Plant', leader: 'Chen', status: 1, enabled: true, updatedAt: 'a' }
    const after = { name: 'Plant', leader: 'Wang', status: 0, enabled: false, updatedAt: 'b' }
    expect(changedFields(before, after)).toEqual([
      { key: 'leader', field: 'Leader', before: 'Chen', after: 'Wang' },
      { key: 'status', field: 'Status', before: '1', after: '0' },
      { key: 'enabled', field: 'Enabled', before: 'Yes', after: 'No' },
    ])
    setLocale('zh-CN')
    expect(changedFields({ phoneNumber: '1' }, { phoneNumber: '2' })[0]?.field).toBe('手机号')
    expect(changedFields({ enabled: true }, { enabled: false })[0]).toMatchObject({ before: '是', after: '否' })
  })

  it('shows lists joined and records as name: value, never JSON', () => {
    setLocale('en')
    const [aliases] = changedFields({ aliases: ['6061'] }, { aliases: ['6061', 'AL6061-T6'] })
    expect(aliases).toMatchObject({ field: 'Aliases', before: '6061', after: '6061, AL6061-T6' })
    const [grants] = changedFields({ grants: [] }, { grants: [{ menuId: 3, permissions: ['add', 'edit'] }] })
    expect(grants!.after).toBe('Menu: 3; Actions: add, edit')
    for (const change of changedFields({ meta: { hidden: false } }, { meta: { hidden: true } }))
      expect(change.after).not.toMatch(/[{}"]/)
  })

  it('compares a cost-table row with the row the entry saved, field by field', () => {
    setLocale('en')
    const changes = changedFields(
      { key: 'M5AX', rate: 300, setupMin: 60 },
      { config: 'Default', version: 4, note: 'machines: update M5AX', row: { key: 'M5AX', rate: 320, setupMin: 60 } },
    )
    expect(changes.find((c) => c.key === 'rate')).toEqual({
      key: 'rate',
      field: 'Hourly rate',
      before: '300',
      after: '320',
    })
    expect(changes.some((c) => c.key === 'setupMin' || c.key === 'row')).toBe(false)
  })

  it('lists every field a creation set and a deletion removed', () => {
    setLocale('en')
    expect(changedFields(null, { name: 'Line' })).toEqual([{ key: 'name', field: 'Name', before: '', after: 'Line' }])
    expect(changedFields({ name: 'Line' }, null)).toEqual([{ key: 'name', field: 'Name', before: 'Line', after: '' }])
  })

  it('compares values that are not objects whole', () => {
    expect(changedFields([1, 2], [1, 3])).toEqual([{ key: '', field: '', before: '1, 2', after: '1, 3' }])
    expect(changedFields('x', 'x')).toEqual([])
  })

  it('names every field the audited records have, in both languages', () => {
    const schemas = [adminUserRow, adminRoleRow, departmentInput, menuInput, craftRow, equipmentRow, toolRow]
    const keys = new Set([
      ...schemas.flatMap((s) => Object.keys(s.shape)),
      ...Object.values(COST_ROW_BODIES).flatMap((s) => Object.keys(s.shape)),
      // What the audit entries add: grants, a password's delivery, a saved or copied version, an import.
      ...['grants', 'delivery', 'version', 'from', 'config', 'note', 'added', 'updated', 'codes'],
    ])
    for (const { lang } of LOCALES) {
      setLocale(lang)
      for (const key of keys) expect(fieldName(key), `${lang} ${key}`).not.toBe(key)
    }
  })
})
