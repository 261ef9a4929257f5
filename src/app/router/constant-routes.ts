import { LAYOUT, view, type AppRoute } from './route-types.ts'
import { paths } from '../../lib/paths.ts'

/** A public full page: hidden from menus, never a tab. */
const page = (path: string, name: string, key: string, title: string): AppRoute => ({
  path,
  name,
  component: view(key),
  meta: { hidden: true, noTagsView: true, title },
})

/**
 * The public routes the client keeps itself; the login-required ones are the screen table's, sent
 * by the server or built from the table. The redirect helper is a layout route so that refreshing a tab keeps the other tabs mounted.
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
  page(paths.login, 'Login', 'login', 'route.login'),
  page(paths.notFound, 'NoFind', '404', '404'),
  page(paths.forbidden, 'Forbidden', '403', '403'),
  page(paths.serverError, 'ServerError', '500', '500'),
  page(paths.userAgreement, 'UserAgreement', 'UserAgreement', 'route.userAgreement'),
  page(paths.privacyPolicy, 'PrivacyPolicy', 'PrivacyPolicy', 'route.privacyPolicy'),
  page(paths.preview3d, 'Preview3d', '3d-preview', 'route.preview3d'),
  page(paths.preview2d, 'Preview2d', '2d-preview', 'route.preview2d'),
]

/** Paths open without login: the guard lets a visitor who is not logged in see only these. */
export const NO_LOGIN_PATHS: readonly string[] = [
  paths.login,
  paths.userAgreement,
  paths.privacyPolicy,
  paths.preview3d,
  paths.preview2d,
]
