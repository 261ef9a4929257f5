import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PageName } from '../../contract/route-table.ts'
import { SCREEN_LIST } from '../../contract/route-tree.ts'

type Page = LazyExoticComponent<ComponentType>
const named = (load: () => Promise<Record<string, unknown>>, name: string): Page =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })))

const unavailable = named(() => import('./pages/unavailable.tsx'), 'UnavailablePage')

const cost = (name: string) => named(() => import('./pages/cost-maintenance-page.tsx'), name)
const library = (name: string) => named(() => import('./pages/process-manage-page.tsx'), name)

/** The page of each screen of the screen table: a screen without a page is a type error. */
const SCREEN_PAGES: Record<PageName, Page> = {
  AiGuide: named(() => import('./pages/guide.tsx'), 'GuidePage'),
  PersonalCenter: named(() => import('../features/personal/components/personal-center-page.tsx'), 'PersonalCenterPage'),
  AiQuoteNew: named(() => import('./pages/ai-quote-page.tsx'), 'AiQuotePage'),
  AiAutoProcess: named(() => import('./pages/ai-auto-process-page.tsx'), 'AiAutoProcessPage'),
  ProcessCardCheck: named(() => import('./pages/ai-auto-process-page.tsx'), 'AiAutoProcessPage'),
  ProcessCardApprove: named(() => import('./pages/ai-auto-process-page.tsx'), 'AiAutoProcessPage'),
  QuoteOrderManage: named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  QuoteOrderDetail: named(() => import('./pages/quote-order-detail-page.tsx'), 'QuoteOrderDetailPage'),
  QuoteOrderCompare: named(() => import('./pages/quote-order-compare-page.tsx'), 'QuoteOrderComparePage'),
  QuoteOrderProducts: named(() => import('./pages/quote-order-products-page.tsx'), 'QuoteOrderProductsPage'),
  // The review screen carries the staff grants (contract/staff-rights.ts); its page is the order list.
  QuoteOrderReview: named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  QuoteOrderCheck: named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  QuoteOrderApprove: named(() => import('./pages/quote-order-manage-page.tsx'), 'QuoteOrderManagePage'),
  QuoteApprovalRules: named(() => import('./pages/quote-approval-rules-page.tsx'), 'QuoteApprovalRulesPage'),
  QuoteOrderStatistics: named(() => import('./pages/quote-order-statistics-page.tsx'), 'QuoteOrderStatisticsPage'),
  QuoteConfigManage: named(() => import('./pages/quote-config-manage-page.tsx'), 'QuoteConfigManagePage'),
  QuoteConfigDetail: named(() => import('./pages/quote-config-detail-page.tsx'), 'QuoteConfigDetailPage'),
  ShopProfile: named(() => import('./pages/shop-profile-page.tsx'), 'ShopProfilePage'),
  MachineCost: cost('MachineCostPage'),
  MaterialCost: cost('MaterialCostPage'),
  ProcessCost: cost('ProcessCostPage'),
  SurfaceCost: cost('SurfaceCostPage'),
  OtherCost: cost('OtherCostPage'),
  PmiMaintenance: cost('PmiPage'),
  BlankMaintenance: cost('BlankPage'),
  ProcessCraft: library('ProcessCraftPage'),
  ProcessEquipment: library('ProcessEquipmentPage'),
  ProcessTool: library('ProcessToolPage'),
  AdminManage: named(() => import('./pages/admin-manage-page.tsx'), 'AdminManagePage'),
  AdminDetail: named(() => import('./pages/quote-order-detail-page.tsx'), 'AdminDetailPage'),
  AdminChatHistoryDetail: named(() => import('./pages/admin-chat-history-page.tsx'), 'AdminChatHistoryPage'),
  UserManage: named(() => import('./pages/system-user-page.tsx'), 'SystemUserPage'),
  RoleManage: named(() => import('./pages/system-role-page.tsx'), 'SystemRolePage'),
  MenuManage: named(() => import('./pages/system-menu-page.tsx'), 'SystemMenuPage'),
  DepartmentManage: named(() => import('./pages/system-department-page.tsx'), 'SystemDepartmentPage'),
  AuditLog: named(() => import('./pages/system-audit-log-page.tsx'), 'SystemAuditLogPage'),
  WebhookManage: named(() => import('./pages/system-webhook-page.tsx'), 'SystemWebhookPage'),
  PermissionManagePage: named(() => import('./pages/permission-manage-page.tsx'), 'PermissionManagePage'),
}

/**
 * The view registry: route component keys (the server's `component`, the full path without the
 * leading slash) → lazily loaded pages: the public pages the client keeps, and each screen's page
 * under its key in the screen table. Every page is its own chunk, so the first load stays small.
 */
export const VIEWS: Record<string, Page> = {
  login: named(() => import('./pages/login.tsx'), 'LoginPage'),
  redirect: named(() => import('./pages/redirect.tsx'), 'RedirectPage'),
  '404': named(() => import('./pages/not-found.tsx'), 'NotFoundPage'),
  '403': named(() => import('./pages/forbidden.tsx'), 'ForbiddenPage'),
  '500': named(() => import('./pages/server-error.tsx'), 'ServerErrorPage'),
  '3d-preview': named(() => import('./pages/preview-3d-page.tsx'), 'Preview3dPage'),
  '2d-preview': named(() => import('./pages/preview-2d-page.tsx'), 'Preview2dPage'),
  UserAgreement: named(() => import('./pages/user-agreement.tsx'), 'UserAgreementPage'),
  PrivacyPolicy: named(() => import('./pages/privacy-policy.tsx'), 'PrivacyPolicyPage'),
  ...Object.fromEntries(
    SCREEN_LIST.filter((screen) => Object.hasOwn(SCREEN_PAGES, screen.name)).map((screen) => [
      screen.component,
      SCREEN_PAGES[screen.name as PageName],
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
