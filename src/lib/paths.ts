import { SCREEN_PATHS as screen } from '../../contract/route-tree.ts'

/**
 * Paths of `<quote-app>` for the router, the pages and the features: the public pages the client
 * keeps itself, and the screens it links to or guards, from the screen table.
 */
export const paths = {
  root: '/',
  login: '/login',
  notFound: '/404',
  forbidden: '/403',
  serverError: '/500',
  redirect: '/redirect',
  userAgreement: '/UserAgreement',
  privacyPolicy: '/PrivacyPolicy',
  preview3d: '/3d-preview',
  preview2d: '/2d-preview',
  guide: screen.AiGuide,
  personalCenter: screen.PersonalCenter,
  aiQuote: screen.AiQuoteNew,
  aiAuto: screen.AiAutoProcess,
  quoteConfigManage: screen.QuoteConfigManage,
  quoteConfigDetail: screen.QuoteConfigDetail,
  quoteOrderDetail: screen.QuoteOrderDetail,
  quoteOrderCompare: screen.QuoteOrderCompare,
  adminDetail: screen.AdminDetail,
  adminChatHistoryDetail: screen.AdminChatHistoryDetail,
} as const

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`

/** The redirect-helper href that remounts `path` (refresh a tab), keeping its query. */
export const refreshHref = (path: string, search = '') => `${paths.redirect}${path}${search ? `?${search}` : ''}`

/** The login page, returning to `target` (path and query) afterwards. */
export const loginHref = (target: string) => withQuery(paths.login, { redirect: target })

/** The /500 page, offering to open `target` (path and query) again. */
export const serverErrorHref = (target: string) => withQuery(paths.serverError, { redirect: target })

/** The conversation screen of a kind of chat record (the process assistant or the AI quote), no record open. */
export const conversationPath = (kind: 'quote' | 'process') => (kind === 'process' ? paths.aiAuto : paths.aiQuote)

/** A chat record opened from the side menu: the quote or the process screen with `?id=`. */
export const chatRecordHref = (kind: 'quote' | 'process', id: string | number) =>
  withQuery(conversationPath(kind), { id })

/** One quote configuration's detail screen. */
export const quoteConfigHref = (id: string | number) => withQuery(paths.quoteConfigDetail, { id })

/** One quote order's detail screen. */
export const quoteOrderHref = (id: string | number) => withQuery(paths.quoteOrderDetail, { id })

/** Quote orders (`ids`) or quotes of one part (`quoteIds`) side by side. */
export const quoteOrderCompareHref = (kind: 'ids' | 'quoteIds', ids: readonly (string | number)[]) =>
  withQuery(paths.quoteOrderCompare, { [kind]: ids.join(',') })

/** One quote order in the back office (/admin/detail). */
export const adminOrderHref = (id: string | number) => withQuery(paths.adminDetail, { id })

/** Any user's conversation, read-only, in the back office. */
export const adminChatHref = (kind: 'quote' | 'process', id: string | number) =>
  withQuery(paths.adminChatHistoryDetail, { kind, id })

/**
 * The page to open after logging in: the `?redirect=` target when it is a path of this app, else
 * `fallback`. Never another origin (`//evil`, `/\evil`, `https://…`: an open redirect), and never
 * the login page itself (a loop).
 */
export function safeRedirect(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? ''
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (target === paths.login || target.startsWith(`${paths.login}?`)) return fallback
  return target
}
