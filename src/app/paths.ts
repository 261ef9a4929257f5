/** Route patterns and href builders of `<quote-app>`, defined once (SPEC §2). */
export const paths = {
  root: '/',
  guide: '/ai-guide',
  login: '/login',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  redirect: '/redirect/*',
  userAgreement: '/UserAgreement',
  privacyPolicy: '/PrivacyPolicy',
  personalCenter: '/personal/personal-center',
  preview3d: '/3d-preview',
  preview2d: '/2d-preview',
  aiQuote: '/ai-quote/quote',
  aiAuto: '/ai-auto/process',
} as const

/** The redirect-helper href that remounts `path` (refresh a tab), keeping its query. */
export const refreshHref = (path: string, search = '') => `/redirect${path}${search ? `?${search}` : ''}`

/** The login page with the path to return to. */
export const loginHref = (redirect?: string) => (redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login)

/** A chat record opened from the side menu: the quote or the process screen with `?id=`. */
export const chatRecordHref = (kind: 'quote' | 'process', id: string) =>
  `${kind === 'process' ? paths.aiAuto : paths.aiQuote}?id=${encodeURIComponent(id)}`
