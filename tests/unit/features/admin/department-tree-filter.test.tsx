import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DepartmentTreeFilter } from '../../../../src/features/admin/components/department-tree-filter.tsx'
import { userList } from '../../../../src/features/admin/stores/user-list.ts'
import { $userOptions } from '../../../../src/features/admin/stores/user-options.ts'
import type { DepartmentNode } from '../../../../contract/admin.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'

const empty = json({
  success: true,
  code: 200,
  msg: 'ok',
  data: { rows: [], pageIndex: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
  extraInfo: null,
})
const dept = (id: number, name: string, children: DepartmentNode[] = []): DepartmentNode => ({
  id,
  parentId: null,
  name,
  leader: '',
  phone: '',
  status: 1,
  sort: 0,
  userCount: 0,
  createdAt: '',
  children,
})

let mounted: ReturnType<typeof mountRoot>
const button = (id: string) =>
  mounted.host.querySelector<HTMLButtonElement>(`[data-testid="admin-user-department-${id}"]`)!

beforeEach(() => {
  resetState()
  userList.reset()
  logIn()
  $userOptions.set({ roles: [], departments: [dept(1, '制造中心', [dept(2, '数控车间')])] })
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

describe('DepartmentTreeFilter', () => {
  it('lists the users of the department chosen in the tree, and every user again under 全部部门', async () => {
    const calls = stubFetch(empty, empty)
    await mounted.render(<DepartmentTreeFilter />)
    expect(button('all').getAttribute('aria-pressed')).toBe('true')
    expect(button('all').textContent).toBe('全部部门')
    // The sub-department sits in the list below its parent.
    expect(mounted.host.querySelector('li li [data-testid="admin-user-department-2"]')?.textContent).toBe('数控车间')

    await act(async () => button('2').click())
    expect(calls[0]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10&departmentId=2')
    expect(button('2').getAttribute('aria-pressed')).toBe('true')
    expect(button('all').getAttribute('aria-pressed')).toBe('false')

    await act(async () => button('all').click())
    expect(calls[1]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10')
    expect(button('2').getAttribute('aria-pressed')).toBe('false')
  })
})
