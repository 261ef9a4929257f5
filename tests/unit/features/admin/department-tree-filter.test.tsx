import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DepartmentTreeFilter } from '../../../../src/features/admin/components/department-tree-filter.tsx'
import { userList } from '../../../../src/features/admin/stores/user-list.ts'
import { $userOptions } from '../../../../src/features/admin/stores/user-options.ts'
import type { DepartmentNode } from '../../../../contract/admin.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
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

let host: HTMLDivElement
let root: Root
const button = (id: string) => host.querySelector<HTMLButtonElement>(`[data-testid="admin-user-department-${id}"]`)!

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  resetState()
  userList.reset()
  logIn()
  $userOptions.set({ roles: [], departments: [dept(1, '制造中心', [dept(2, '数控车间')])] })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(async () => {
  await act(async () => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

describe('DepartmentTreeFilter', () => {
  it('lists the users of the department chosen in the tree, and every user again under 全部部门', async () => {
    const calls = stubFetch(empty, empty)
    await act(async () => root.render(<DepartmentTreeFilter />))
    expect(button('all').getAttribute('aria-pressed')).toBe('true')
    expect(button('all').textContent).toBe('全部部门')
    // The sub-department sits in the list below its parent.
    expect(host.querySelector('li li [data-testid="admin-user-department-2"]')?.textContent).toBe('数控车间')

    await act(async () => button('2').click())
    expect(calls[0]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10&departmentId=2')
    expect(button('2').getAttribute('aria-pressed')).toBe('true')
    expect(button('all').getAttribute('aria-pressed')).toBe('false')

    await act(async () => button('all').click())
    expect(calls[1]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10')
    expect(button('2').getAttribute('aria-pressed')).toBe('false')
  })
})
