import { beforeEach, describe, expect, it } from 'vitest'
import { resetFrame } from '../../../src/app/router/use-session-reset.ts'
import { $routeTable } from '../../../src/app/stores/routes.ts'
import { $tags, addView } from '../../../src/app/stores/tags.ts'
import { $isLoggedIn, $session, setLoginResult, setRoleRouters } from '../../../src/lib/stores/session.ts'
import { resetState } from '../support/reset.ts'
import { SERVER_ROUTES } from './fixtures.ts'

beforeEach(() => {
  resetState()
  $tags.set({ visited: [], cached: [] })
})

describe('logging out of the frame', () => {
  it('clears the session, the role routes, unpinned tabs and the quote-screen storage', () => {
    setLoginResult({ token: 't', userInfo: { role: 'SuperAdministrator' }, rememberMe: true, username: 'admin' })
    setRoleRouters(SERVER_ROUTES)
    addView({ path: '/pinned', fullPath: '/pinned', name: 'Pinned', meta: { affix: true } })
    addView({ path: '/ai-quote/quote', fullPath: '/ai-quote/quote', name: 'AiQuoteNew', meta: {} })
    localStorage.setItem('quote-elements:ai-quote/quote', '"draft"')
    localStorage.setItem('quote-elements:quote-config/detail', '"x"')
    localStorage.setItem('quote-elements:lang', '"en"')
    localStorage.setItem('host:key', 'kept')
    expect($routeTable.get().has('/admin/manage')).toBe(true)

    resetFrame()

    expect($isLoggedIn.get()).toBe(false)
    expect($session.get()).toMatchObject({ token: '', loginInfo: { username: 'admin' } })
    expect($session.get().userInfo).toBeUndefined()
    expect($session.get().roleRouters).toBeUndefined()
    expect($routeTable.get().has('/admin/manage')).toBe(false)
    expect($tags.get().visited.map((v) => v.path)).toEqual(['/pinned'])
    expect(localStorage.getItem('quote-elements:ai-quote/quote')).toBeNull()
    expect(localStorage.getItem('quote-elements:quote-config/detail')).toBeNull()
    expect(localStorage.getItem('quote-elements:lang')).toBe('"en"')
    expect(localStorage.getItem('host:key')).toBe('kept')
  })
})
