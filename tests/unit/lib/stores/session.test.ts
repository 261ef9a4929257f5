import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearStorage, readStored, writeStored } from '../../../../src/lib/storage.ts'
import { rehydrateStores } from '../../../../src/lib/stores/persistent.ts'
import {
  $isLoggedIn,
  $session,
  resetSession,
  setAvatarUrl,
  setLoginResult,
  setRoleRouters,
  setUserInfo,
} from '../../../../src/lib/stores/session.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)
afterEach(() => vi.restoreAllMocks())

const login = { token: 'tok', userInfo: { role: 'Auditor', roleId: 3 }, rememberMe: true, username: 'alice' }

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('quote-elements:user') ?? 'null') as Record<string, unknown>
}

describe('$session', () => {
  it('starts logged out with the template defaults', () => {
    expect($session.get()).toEqual({ tokenKey: 'Authorization', token: '', rememberMe: true })
    expect($isLoggedIn.get()).toBe(false)
  })

  it('persists a login under the prefixed user key, remembering only the username', () => {
    setLoginResult({ ...login, password: 'secret' } as typeof login)
    expect($isLoggedIn.get()).toBe(true)
    expect(stored()).toMatchObject({
      token: 'tok',
      userInfo: login.userInfo,
      rememberMe: true,
      loginInfo: { username: 'alice' },
    })
    expect(localStorage.getItem('quote-elements:user')).not.toContain('secret')
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('forgets the username when rememberMe is off', () => {
    setLoginResult(login)
    setLoginResult({ ...login, rememberMe: false })
    expect($session.get().loginInfo).toBeUndefined()
    expect(stored().rememberMe).toBe(false)
  })

  it('needs both user info and a token to count as logged in', () => {
    setUserInfo({ role: 'Auditor' })
    expect($isLoggedIn.get()).toBe(false)
    setLoginResult(login)
    setUserInfo(undefined)
    expect($isLoggedIn.get()).toBe(false)
  })

  it('stores role routes and the avatar', () => {
    setRoleRouters(['/ai-quote/quote'])
    setAvatarUrl('/a.png')
    expect(stored()).toMatchObject({ roleRouters: ['/ai-quote/quote'], avatarUrl: '/a.png' })
  })

  it('resets the user but keeps rememberMe and the remembered username', () => {
    setLoginResult(login)
    setRoleRouters([{ path: '/x' }])
    writeStored('ai-quote/quote', { draft: 1 })
    writeStored('dynamicRouter', true)
    resetSession()
    expect($session.get()).toEqual({
      tokenKey: 'Authorization',
      token: '',
      rememberMe: true,
      loginInfo: { username: 'alice' },
    })
    expect($isLoggedIn.get()).toBe(false)
    expect(readStored('ai-quote/quote')).toBeNull()
    expect(readStored('dynamicRouter')).toBe(true)
  })

  it('hydrates from storage and drops a stored password', () => {
    localStorage.setItem(
      'quote-elements:user',
      JSON.stringify({
        token: 't',
        userInfo: { role: 'x' },
        rememberMe: false,
        loginInfo: { username: 'bob', password: 'pw' },
      }),
    )
    rehydrateStores()
    expect($session.get()).toEqual({
      tokenKey: 'Authorization',
      token: 't',
      userInfo: { role: 'x' },
      rememberMe: false,
      loginInfo: { username: 'bob' },
    })
  })

  it('falls back to defaults for corrupt storage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('quote-elements:user', '{"token":')
    rehydrateStores()
    expect($session.get().token).toBe('')
    localStorage.setItem('quote-elements:user', '[1,2]')
    rehydrateStores()
    expect($session.get()).toEqual({ tokenKey: 'Authorization', token: '', rememberMe: true })
  })

  it('follows another tab through the storage event', () => {
    const fire = (newValue: string | null): void => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'quote-elements:user', newValue, storageArea: localStorage }),
      )
    }
    fire(JSON.stringify({ token: 'other-tab', userInfo: { role: 'Auditor' }, rememberMe: true }))
    expect($session.get().token).toBe('other-tab')
    expect($isLoggedIn.get()).toBe(true)
    fire(null)
    expect($isLoggedIn.get()).toBe(false)
    // A value that came from another tab is not written back.
    expect(localStorage.getItem('quote-elements:user')).toBeNull()
  })

  it('is logged out by clearStorage, without the key coming back', () => {
    setLoginResult(login)
    clearStorage()
    expect($isLoggedIn.get()).toBe(false)
    expect(localStorage.getItem('quote-elements:user')).toBeNull()
  })
})
