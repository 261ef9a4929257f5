import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newPassword, removeUser, setUserEnabled } from '../../../../src/features/admin/stores/user-actions.ts'
import { userList } from '../../../../src/features/admin/stores/user-list.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const row = (id: number) => ({
  id,
  username: `u${id}`,
  nickName: '',
  realName: '',
  phoneNumber: null,
  email: '',
  companyName: '',
  roleId: 3,
  role: 'Auditor',
  roleName: 'Auditor',
  departmentId: null,
  departmentName: null,
  status: 1,
  parentUserId: null,
  isSubUser: false,
  createdAt: '',
  updatedAt: '',
})
const page = (pageIndex: number, ids: number[], totalCount: number) =>
  envelope({
    rows: ids.map(row),
    pageIndex,
    pageSize: 10,
    totalCount,
    totalPages: Math.ceil(totalCount / 10),
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex * 10 < totalCount,
  })
const state = () => userList.$state.get()

beforeEach(() => {
  resetState()
  userList.reset()
  logIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('user list', () => {
  it('sends the keyword and only the filters that are set', async () => {
    const calls = stubFetch(page(1, [1], 1), page(1, [2], 1))
    await userList.search('138')
    expect(calls[0]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10&keyword=138')
    await userList.setFilters({ roleId: '3', status: '0' })
    expect(calls[1]?.url).toBe('/api/admin/users?pageIndex=1&pageSize=10&keyword=138&roleId=3&status=0')
  })

  it('shows a 403 as the forbidden state', async () => {
    stubFetch(envelope(null, 403, 'Forbidden'))
    await userList.reload()
    expect(state().status).toBe('forbidden')
  })

  it('steps back a page after deleting the last row of the last page', async () => {
    const calls = stubFetch(page(1, [1], 11), page(2, [11], 11), envelope(null), page(1, [1], 10))
    await userList.load()
    await userList.setPage(2)
    expect(await removeUser(11)).toBe(true)
    expect(calls[2]).toMatchObject({ url: '/api/admin/users/11' })
    expect(calls[3]?.url).toContain('pageIndex=1')
    expect(state().pageIndex).toBe(1)
  })

  it('answers false and keeps the rows when the server refuses a change', async () => {
    stubFetch(page(1, [1], 1), envelope(null, 409, 'You cannot disable yourself'))
    await userList.load()
    expect(await setUserEnabled(row(1) as never, false)).toBe(false)
    expect(state().rows).toHaveLength(1)
  })

  it('answers the new password once, for the dialog', async () => {
    const calls = stubFetch(envelope({ password: 'Nw8pass99', sentTo: null }))
    expect(await newPassword(5)).toEqual({ password: 'Nw8pass99', sentTo: null })
    expect(calls[0]?.url).toBe('/api/admin/users/5/reset-password')
  })
})
