/** Every route pattern of `<quote-app>`, defined once (SPEC §2). Screens are filled by later issues. */
export const paths = {
  root: '/',
  guide: '/ai-guide',
  login: '/login',
  notFound: '/404',
  redirect: '/redirect/*',
  userAgreement: '/UserAgreement',
  privacyPolicy: '/PrivacyPolicy',
  preview3d: '/3d-preview',
  preview2d: '/2d-preview',
  aiQuote: '/ai-quote/quote',
  aiAuto: '/ai-auto/process',
} as const
