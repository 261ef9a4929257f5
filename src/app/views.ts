import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Page = LazyExoticComponent<ComponentType>
const named = (load: () => Promise<Record<string, unknown>>, name: string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })))

const unavailable = named(() => import('./pages/unavailable.tsx'), 'UnavailablePage')

/**
 * The view registry: route component keys (the server's `component`, the full path without the
 * leading slash) → lazily loaded pages. Every page is its own chunk, so the first load stays small.
 */
export const VIEWS: Record<string, Page> = {
  login: named(() => import('./pages/login.tsx'), 'LoginPage'),
  'ai-guide': named(() => import('./pages/guide.tsx'), 'GuidePage'),
  redirect: named(() => import('./pages/redirect.tsx'), 'RedirectPage'),
  '404': named(() => import('./pages/not-found.tsx'), 'NotFoundPage'),
  '403': named(() => import('./pages/forbidden.tsx'), 'ForbiddenPage'),
  '500': named(() => import('./pages/server-error.tsx'), 'ServerErrorPage'),
  '3d-preview': named(() => import('./pages/preview-3d-page.tsx'), 'Preview3dPage'),
  '2d-preview': named(() => import('./pages/preview-2d-page.tsx'), 'Preview2dPage'),
  UserAgreement: named(() => import('./pages/user-agreement.tsx'), 'UserAgreementPage'),
  PrivacyPolicy: named(() => import('./pages/privacy-policy.tsx'), 'PrivacyPolicyPage'),
  'personal/personal-center': named(
    () => import('../features/personal/components/personal-center-page.tsx'),
    'PersonalCenterPage',
  ),
  'quote-config/manage': named(() => import('./pages/quote-config-manage-page.tsx'), 'QuoteConfigManagePage'),
  'quote-config/detail': named(() => import('./pages/quote-config-detail-page.tsx'), 'QuoteConfigDetailPage'),
  'ai-quote/quote': named(() => import('./pages/ai-quote-page.tsx'), 'AiQuotePage'),
  'ai-auto/process': named(() => import('./pages/ai-auto-process-page.tsx'), 'AiAutoProcessPage'),
  'quote-order/manage': named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  'quote-order/detail': named(() => import('./pages/quote-order-detail-page.tsx'), 'QuoteOrderDetailPage'),
  'quote-order/compare': named(() => import('./pages/quote-order-compare-page.tsx'), 'QuoteOrderComparePage'),
  'quote-order/products': named(() => import('./pages/quote-order-products-page.tsx'), 'QuoteOrderProductsPage'),
  // The review screen carries the staff grants (contract/staff-rights.ts); its page is the order list.
  'quote-order/review': named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  'quote-order/statistics': named(() => import('./pages/quote-order-statistics-page.tsx'), 'QuoteOrderStatisticsPage'),
  'admin/manage': named(() => import('./pages/admin-manage-page.tsx'), 'AdminManagePage'),
  'admin/detail': named(() => import('./pages/quote-order-detail-page.tsx'), 'AdminDetailPage'),
  'admin/chatHistoryDetail': named(() => import('./pages/admin-chat-history-page.tsx'), 'AdminChatHistoryPage'),
  'system/user': named(() => import('./pages/system-user-page.tsx'), 'SystemUserPage'),
  'system/department': named(() => import('./pages/system-department-page.tsx'), 'SystemDepartmentPage'),
  'system/audit-log': named(() => import('./pages/system-audit-log-page.tsx'), 'SystemAuditLogPage'),
  'permissionManage/user/permission-manage': named(
    () => import('./pages/permission-manage-page.tsx'),
    'PermissionManagePage',
  ),
  'system/menu': named(() => import('./pages/system-menu-page.tsx'), 'SystemMenuPage'),
  'system/role': named(() => import('./pages/system-role-page.tsx'), 'SystemRolePage'),
  ...Object.fromEntries(
    Object.entries({ craft: 'ProcessCraftPage', equipment: 'ProcessEquipmentPage', tool: 'ProcessToolPage' }).map(
      ([key, name]) => [`process-manage/${key}`, named(() => import('./pages/process-manage-page.tsx'), name)],
    ),
  ),
  ...Object.fromEntries(
    Object.entries({
      machine: 'MachineCostPage',
      material: 'MaterialCostPage',
      process: 'ProcessCostPage',
      surface: 'SurfaceCostPage',
      other: 'OtherCostPage',
      pmi: 'PmiPage',
      blank: 'BlankPage',
    }).map(([key, name]) => [
      `cost-maintenance/${key}`,
      named(() => import('./pages/cost-maintenance-page.tsx'), name),
    ]),
  ),
}

/** Whether a route component key has a page. */
export function hasView(key: string): boolean {
  return Object.hasOwn(VIEWS, key)
}

/** The page for a key; unknown keys show the "not available" page. */
export function viewFor(key: string | undefined): Page {
  return (key !== undefined && VIEWS[key]) || unavailable
}
