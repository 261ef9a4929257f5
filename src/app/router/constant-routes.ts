import { LAYOUT, view, type AppRoute } from './route-types.ts'
import { paths } from '../../lib/paths.ts'

/**
 * The public routes the client keeps itself; the server sends the login-required ones.
 * The redirect helper is a layout route so that refreshing a tab keeps the other tabs mounted.
 */
export const CONSTANT_ROUTES: AppRoute[] = [
  { path: paths.root, name: 'Root', redirect: paths.guide, component: LAYOUT, meta: { hidden: true } },
  {
    path: paths.redirect,
    name: 'RedirectWrap',
    component: LAYOUT,
    meta: { hidden: true, noTagsView: true },
    children: [
      { path: '/redirect/', name: 'Redirect', component: view('redirect'), meta: { hidden: true, noTagsView: true } },
    ],
  },
  {
    path: paths.login,
    name: 'Login',
    component: view('login'),
    meta: { hidden: true, noTagsView: true, title: 'route.login' },
  },
  {
    path: paths.notFound,
    name: 'NoFind',
    component: view('404'),
    meta: { hidden: true, noTagsView: true, title: '404' },
  },
  {
    path: paths.forbidden,
    name: 'Forbidden',
    component: view('403'),
    meta: { hidden: true, noTagsView: true, title: '403' },
  },
  {
    path: paths.serverError,
    name: 'ServerError',
    component: view('500'),
    meta: { hidden: true, noTagsView: true, title: '500' },
  },
  {
    path: paths.userAgreement,
    name: 'UserAgreement',
    component: view('UserAgreement'),
    meta: { hidden: true, noTagsView: true, title: 'route.userAgreement' },
  },
  {
    path: paths.privacyPolicy,
    name: 'PrivacyPolicy',
    component: view('PrivacyPolicy'),
    meta: { hidden: true, noTagsView: true, title: 'route.privacyPolicy' },
  },
  {
    path: paths.preview3d,
    name: 'Preview3d',
    component: view('3d-preview'),
    meta: { hidden: true, noTagsView: true, title: 'route.preview3d' },
  },
  {
    path: paths.preview2d,
    name: 'Preview2d',
    component: view('2d-preview'),
    meta: { hidden: true, noTagsView: true, title: 'route.preview2d' },
  },
]

/** Paths open without login (the route guard lets them through). */
export const NO_LOGIN_PATHS: readonly string[] = [
  paths.login,
  paths.userAgreement,
  paths.privacyPolicy,
  paths.preview3d,
  paths.preview2d,
]
