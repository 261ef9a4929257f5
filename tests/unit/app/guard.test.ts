import { describe, expect, it } from 'vitest'
import { CONSTANT_ROUTES } from '../../../src/app/router/constant-routes.ts'
import { flatMultiLevelRoutes } from '../../../src/app/router/flatten.ts'
import { generateRoutesByServer } from '../../../src/app/router/generate-routes.ts'
import { decide, type GuardInput } from '../../../src/app/router/guard.ts'
import { buildTable, indexTable } from '../../../src/app/router/route-table.ts'
import { hasView } from '../../../src/app/views.ts'
import { SERVER_ROUTES } from './fixtures.ts'

const anonymousTable = indexTable(buildTable(flatMultiLevelRoutes(CONSTANT_ROUTES)))
const table = indexTable([
  ...buildTable(flatMultiLevelRoutes(CONSTANT_ROUTES)),
  ...buildTable(flatMultiLevelRoutes(generateRoutesByServer(SERVER_ROUTES, hasView)), true),
])

const anonymous = (path: string, search = ''): GuardInput => ({
  path,
  search,
  loggedIn: false,
  role: undefined,
  routesReady: true,
  table: anonymousTable,
})
const user = (path: string, role = 'SuperAdministrator', search = ''): GuardInput => ({
  path,
  search,
  loggedIn: true,
  role,
  routesReady: true,
  table,
})

describe('the guard, not logged in', () => {
  it.each(['/login', '/UserAgreement', '/PrivacyPolicy', '/3d-preview', '/2d-preview'])(
    'renders the whitelisted %s',
    (path) => {
      expect(decide(anonymous(path))).toMatchObject({ type: 'allow', entry: { path } })
    },
  )

  it.each(['/', '/ai-guide', '/admin/manage', '/404', '/no/such'])(
    'sends %s to the login page with the path to return to',
    (path) => {
      expect(decide(anonymous(path))).toEqual({
        type: 'redirect',
        to: `/login?redirect=${encodeURIComponent(path)}`,
        replace: true,
      })
    },
  )

  it('keeps the query in the redirect target', () => {
    expect(decide(anonymous('/ai-quote/quote', 'id=7'))).toMatchObject({
      to: '/login?redirect=%2Fai-quote%2Fquote%3Fid%3D7',
    })
  })
})

describe('the guard, logged in', () => {
  it('sends /login to / or to its redirect target', () => {
    expect(decide(user('/login'))).toEqual({ type: 'redirect', to: '/', replace: true })
    expect(decide(user('/login', 'Auditor', 'redirect=%2Fai-quote%2Fquote%3Fid%3D7'))).toMatchObject({
      to: '/ai-quote/quote?id=7',
    })
  })

  it('never follows a redirect target on another origin', () => {
    expect(decide(user('/login', 'Auditor', 'redirect=%2F%2Fevil.example'))).toMatchObject({ to: '/' })
    expect(decide(user('/login', 'Auditor', 'redirect=https://evil.example'))).toMatchObject({ to: '/' })
    // One rule with the login page's own redirect: a backslash origin and a loop back to /login are refused too.
    expect(decide(user('/login', 'Auditor', 'redirect=%2F%5Cevil.example'))).toMatchObject({ to: '/' })
    expect(decide(user('/login', 'Auditor', 'redirect=%2Flogin'))).toMatchObject({ to: '/' })
  })

  it('waits while the role routes are loading', () => {
    expect(decide({ ...user('/ai-quote/quote'), routesReady: false })).toEqual({ type: 'wait' })
  })

  it.each([
    ['/', '/ai-guide'],
    ['/placeAnOrder', '/ai-guide'],
    ['/ai-quote', '/ai-quote/quote'],
    ['/process-manage', '/process-manage/craft'],
    ['/permissionManage', '/permissionManage/user/permission-manage'],
    ['/permissionManage/user', '/permissionManage/user/permission-manage'],
  ])('redirects %s to %s', (path, to) => {
    expect(decide(user(path))).toEqual({ type: 'redirect', to, replace: true })
  })

  it('keeps the query through a redirect', () => {
    expect(decide(user('/ai-quote', 'Auditor', 'id=3'))).toMatchObject({ to: '/ai-quote/quote?id=3' })
  })

  it.each(['/no/such', '/ai-quote/quote/', '/AI-QUOTE/quote', '/ai-quote/quote/extra'])(
    'sends the unknown path %s to /404 (strict matching)',
    (path) => {
      expect(decide(user(path))).toEqual({ type: 'redirect', to: '/404', replace: true })
    },
  )

  it('renders role pages inside the layout, and the public constant pages as full pages', () => {
    expect(decide(user('/ai-quote/quote'))).toMatchObject({
      type: 'allow',
      entry: { inLayout: true, view: 'ai-quote/quote', meta: { permission: ['view'] } },
    })
    expect(decide(user('/ai-guide'))).toMatchObject({ type: 'allow', entry: { inLayout: true, view: 'ai-guide' } })
    expect(decide(user('/404'))).toMatchObject({ type: 'allow', entry: { inLayout: false, view: '404' } })
  })

  it('matches the redirect helper for any path below it', () => {
    expect(decide(user('/redirect/ai-quote/quote'))).toMatchObject({
      type: 'allow',
      entry: { name: 'Redirect', inLayout: true },
    })
  })

  it('enforces meta.roles, inherited from the parent route', () => {
    expect(decide(user('/admin/manage', 'Administrator'))).toMatchObject({ type: 'allow' })
    expect(decide(user('/admin/manage', 'Auditor'))).toEqual({ type: 'redirect', to: '/404', replace: true })
    expect(decide({ ...user('/admin/manage'), role: undefined })).toMatchObject({ to: '/404' })
    expect(decide(user('/permissionManage/user/permission-manage', 'Administrator'))).toMatchObject({ to: '/404' })
    expect(decide(user('/permissionManage/user/permission-manage', 'SuperAdministrator'))).toMatchObject({
      type: 'allow',
    })
  })

  it('opens routes without a role list to everyone', () => {
    expect(decide(user('/ai-quote/quote', 'Customer'))).toMatchObject({ type: 'allow' })
  })
})
