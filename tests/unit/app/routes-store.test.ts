import { beforeEach, describe, expect, it } from 'vitest'
import { $routeMode, $routers, $routesReady, $routeTable } from '../../../src/app/stores/routes.ts'
import { setRoleRouters, setLoginResult, resetSession } from '../../../src/lib/stores/session.ts'
import { setSetting } from '../../../src/lib/stores/settings.ts'
import { resetState } from '../support/reset.ts'
import { SERVER_ROUTES } from './fixtures.ts'

beforeEach(resetState)

const logInAs = (role: string) =>
  setLoginResult({ token: `t-${role}`, userInfo: { role }, rememberMe: false, username: role })
const paths = () => [...$routeTable.get().keys()]

describe('the route table', () => {
  it('holds only the constant routes when nobody is logged in', () => {
    expect(paths()).toEqual([
      '/',
      '/redirect',
      '/redirect/',
      '/login',
      '/404',
      '/403',
      '/500',
      '/UserAgreement',
      '/PrivacyPolicy',
      '/3d-preview',
      '/2d-preview',
    ])
    expect($routesReady.get()).toBe(true)
  })

  it('is not ready until the role routes of a logged-in user arrive', () => {
    logInAs('SuperAdministrator')
    expect($routesReady.get()).toBe(false)
    setRoleRouters(SERVER_ROUTES)
    expect($routesReady.get()).toBe(true)
    expect(paths()).toContain('/admin/manage')
    expect(paths()).toContain('/permissionManage/user/permission-manage')
  })

  it("never gives a second user the first user's routes", () => {
    logInAs('SuperAdministrator')
    setRoleRouters(SERVER_ROUTES)
    expect(paths()).toContain('/admin/manage')
    resetSession()
    expect(paths()).not.toContain('/admin/manage')
    logInAs('Auditor')
    setRoleRouters(SERVER_ROUTES.filter((r) => r.name !== 'Admin'))
    expect(paths()).not.toContain('/admin/manage')
    expect(paths()).toContain('/ai-quote/quote')
    expect(localStorage.getItem('quote-elements:permission')).toBeNull()
  })

  it('uses the static map with dynamic routes off, and filters it by path in front-end mode', () => {
    logInAs('Auditor')
    setSetting('dynamicRouter', false)
    expect($routeMode.get()).toBe('static')
    expect($routesReady.get()).toBe(true)
    expect(paths()).toContain('/cost-maintenance/machine')
    expect($routeTable.get().get('/admin/manage')?.meta.roles).toEqual(['SuperAdministrator', 'Administrator'])
    setSetting('dynamicRouter', true)
    setSetting('serverDynamicRouter', false)
    expect($routeMode.get()).toBe('frontEnd')
    setRoleRouters(['/ai-guide', '/ai-quote/quote', '/quote-config', '/quote-config/manage'])
    expect(paths()).toEqual(
      expect.arrayContaining(['/ai-guide', '/ai-quote', '/ai-quote/quote', '/quote-config', '/quote-config/manage']),
    )
    expect($routers.get().length).toBeGreaterThan(0)
    expect(paths()).not.toContain('/quote-config/detail')
    expect(paths()).not.toContain('/cost-maintenance/machine')
  })
})
