import { LAYOUT, view, type AppRoute } from './route-types.ts'

/**
 * The public routes the client keeps itself (SPEC §2); the server sends the login-required ones.
 * The redirect helper is a layout route so that refreshing a tab keeps the other tabs mounted.
 */
export const CONSTANT_ROUTES: AppRoute[] = [
  { path: '/', name: 'Root', redirect: '/ai-guide', component: LAYOUT, meta: { hidden: true } },
  {
    path: '/redirect',
    name: 'RedirectWrap',
    component: LAYOUT,
    meta: { hidden: true, noTagsView: true },
    children: [{ path: '/redirect/', name: 'Redirect', component: view('redirect'), meta: { hidden: true, noTagsView: true } }],
  },
  { path: '/login', name: 'Login', component: view('login'), meta: { hidden: true, noTagsView: true, title: 'route.login' } },
  { path: '/404', name: 'NoFind', component: view('404'), meta: { hidden: true, noTagsView: true, title: '404' } },
  { path: '/403', name: 'Forbidden', component: view('403'), meta: { hidden: true, noTagsView: true, title: '403' } },
  { path: '/500', name: 'ServerError', component: view('500'), meta: { hidden: true, noTagsView: true, title: '500' } },
  { path: '/UserAgreement', name: 'UserAgreement', component: view('UserAgreement'), meta: { hidden: true, noTagsView: true, title: 'route.userAgreement' } },
  { path: '/PrivacyPolicy', name: 'PrivacyPolicy', component: view('PrivacyPolicy'), meta: { hidden: true, noTagsView: true, title: 'route.privacyPolicy' } },
  { path: '/3d-preview', name: 'Preview3d', component: view('3d-preview'), meta: { hidden: true, noTagsView: true, title: 'route.preview3d' } },
  { path: '/2d-preview', name: 'Preview2d', component: view('2d-preview'), meta: { hidden: true, noTagsView: true, title: 'route.preview2d' } },
]

/** Paths open without login (SPEC §2 access guard). */
export const NO_LOGIN_PATHS: readonly string[] = ['/login', '/UserAgreement', '/PrivacyPolicy', '/3d-preview', '/2d-preview']

/** Route names a router reset keeps (SPEC §2). */
export const RESET_WHITELIST: readonly string[] = ['Redirect', 'RedirectWrap', 'Login', 'NoFind', 'Root']

/** A reset route list: only the named routes of the reset whitelist remain (children filtered too). */
export function resetRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes
    .filter((route) => route.name !== undefined && RESET_WHITELIST.includes(route.name))
    .map((route) => (route.children ? { ...route, children: resetRoutes(route.children) } : route))
}
