import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  $mainAccount,
  $subUsers,
  loadSubUsers,
  returnToMainAccount,
  switchToSubUser,
} from '../../../../src/features/auth/stores/acting-as.ts'
import { $orderDetail, loadOrder, resetOrderDetail } from '../../../../src/features/quote-order/stores/order-detail.ts'
import { $session, resetSession, setLoginResult } from '../../../../src/lib/stores/session.ts'
import { json, stubFetch, type FetchCall } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { order } from '../quote-order/support.ts'

const envelope = (data: unknown) => json({ success: true, code: 200, msg: 'ok', data, extraInfo: null })
const acme = { id: 10, username: 'acme', nickName: 'ACME', role: 'Customer', parentUserId: null }
const buyer = { id: 11, username: 'acme-buyer', nickName: 'Buyer', role: 'Customer', parentUserId: 10 }
const me = (userInfo: object) => envelope({ userInfo, roleId: 3, role: 'Customer', roleRouters: [] })
const auth = (call: FetchCall | undefined) => call?.init.headers.get('Authorization')

function logInAsAcme() {
  setLoginResult({ token: 'main-token', userInfo: acme, rememberMe: false, username: 'acme' })
}

beforeEach(() => {
  resetState()
  resetOrderDetail()
  logInAsAcme()
})
afterEach(() => vi.unstubAllGlobals())

describe('a company main account acting as its sub-account', () => {
  it('lists the enabled sub-accounts of a main account, and asks nothing for a sub-account', async () => {
    const calls = stubFetch(
      envelope([
        { id: 11, username: 'acme-buyer', nickName: 'Buyer', status: 1 },
        { id: 12, username: 'acme-old', nickName: '', status: 0 },
      ]),
    )
    await loadSubUsers()
    expect($subUsers.get().map((u) => u.username)).toEqual(['acme-buyer'])
    setLoginResult({ token: 'sub', userInfo: buyer, rememberMe: false, username: 'acme-buyer' })
    expect($subUsers.get()).toEqual([])
    await loadSubUsers()
    expect(calls).toHaveLength(1)
  })

  it('switches as a login does: the previous user’s screens are forgotten, and it can go back', async () => {
    const calls = stubFetch(
      envelope(order()),
      envelope({ token: 'sub-token', expiresAt: '', userInfo: buyer }),
      me(buyer),
      me(acme),
      envelope(true),
    )
    await loadOrder(3)
    expect($orderDetail.get().order).not.toBeNull()

    expect(await switchToSubUser(11)).toBe(true)
    expect(calls[1]?.url).toBe('/api/account/sub-user-login')
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ subUserId: 11, rememberMe: false })
    expect(auth(calls[2])).toBe('Bearer sub-token')
    expect($session.get()).toMatchObject({ token: 'sub-token', userInfo: { username: 'acme-buyer' } })
    expect($orderDetail.get().order).toBeNull()
    expect($mainAccount.get()).toMatchObject({ token: 'main-token', userInfo: { username: 'acme' } })

    expect(await returnToMainAccount()).toBe(true)
    expect(auth(calls[3])).toBe('Bearer main-token')
    expect($session.get()).toMatchObject({ token: 'main-token', userInfo: { username: 'acme' } })
    expect($mainAccount.get()).toBeNull()
    await vi.waitFor(() => expect(calls[4]?.url).toBe('/api/account/logout?isDev=false'))
    expect(auth(calls[4])).toBe('Bearer sub-token')
  })

  it('a refused switch leaves the main account signed in, and a logout ends both sessions', async () => {
    stubFetch(json({ success: false, code: 403, msg: 'no', data: null }, 403))
    expect(await switchToSubUser(11)).toBe(false)
    expect($session.get()).toMatchObject({ token: 'main-token', userInfo: { username: 'acme' } })
    expect($mainAccount.get()).toBeNull()

    const calls = stubFetch(envelope({ token: 'sub-token', expiresAt: '', userInfo: buyer }), me(buyer), envelope(true))
    await switchToSubUser(11)
    resetSession()
    expect($mainAccount.get()).toBeNull()
    // Leaving means leaving both: the main account's session kept aside is logged out too.
    await vi.waitFor(() => expect(calls[2]?.url).toBe('/api/account/logout?isDev=false'))
    expect(auth(calls[2])).toBe('Bearer main-token')
  })
})
