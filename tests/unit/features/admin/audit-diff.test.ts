import { describe, expect, it } from 'vitest'
import { changedFields } from '../../../../src/features/admin/lib/audit-diff.ts'

describe('audit row changes', () => {
  it('lists only the fields whose value changed, nested values as JSON', () => {
    const before = { name: 'Plant', leader: 'Chen', status: 1, meta: { hidden: false }, updatedAt: 'a' }
    const after = { name: 'Plant', leader: 'Wang', status: 0, meta: { hidden: true }, updatedAt: 'b' }
    expect(changedFields(before, after)).toEqual([
      { field: 'leader', before: 'Chen', after: 'Wang' },
      { field: 'status', before: '1', after: '0' },
      { field: 'meta', before: '{"hidden":false}', after: '{"hidden":true}' },
    ])
  })

  it('lists every field a creation set and a deletion removed', () => {
    expect(changedFields(null, { name: 'Line' })).toEqual([{ field: 'name', before: '', after: 'Line' }])
    expect(changedFields({ name: 'Line' }, null)).toEqual([{ field: 'name', before: 'Line', after: '' }])
  })

  it('compares values that are not objects whole', () => {
    expect(changedFields([1, 2], [1, 3])).toEqual([{ field: '', before: '[1,2]', after: '[1,3]' }])
    expect(changedFields('x', 'x')).toEqual([])
  })
})
