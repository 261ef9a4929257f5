import type { MenuMeta } from './routes.ts'
import { PERMISSION_ACTIONS, type PermissionAction } from './wire.ts'

/** The roles the database is seeded with, in seed order (the order `meta.roles` lists them in). */
export const SEEDED_ROLES = ['SuperAdministrator', 'Administrator', 'Auditor', 'Customer'] as const
export type SeededRole = (typeof SEEDED_ROLES)[number]
/**
 * The built-in roles that work for the shop (pricing engineers and administrators): the seed grants
 * them the staff screens. Nothing decides by this list at run time; the grants do (staff-rights.ts).
 */
export const STAFF_ROLES = ['SuperAdministrator', 'Administrator', 'Auditor'] as const satisfies readonly SeededRole[]

/** Seeded role → granted actions. */
export type Grants = Partial<Record<SeededRole, readonly PermissionAction[]>>

/**
 * One login-required screen (a menu), with paths relative to its parent as a menu row stores them.
 * The rest is derived (route-tree.ts): the title key router.<name>, the component (the main layout
 * '#' at the top or a parent layout '##' below for a screen without a page of its own, else the
 * view key: the full path without '/'), and the redirect of a layout (its first page).
 */
export interface Screen {
  readonly path: string
  /** Fixed for a built-in menu: grants are checked on it, views and links find it by it. */
  readonly name: string
  /** Where a screen without a page goes when it is not its first page. */
  readonly redirect?: string
  readonly meta?: Omit<MenuMeta, 'title' | 'titleEn'>
  /** The actions an admin may grant on the menu; every action unless listed. */
  readonly actions?: readonly PermissionAction[]
  /** Seeded grants; a screen without its own takes its parent's. */
  readonly grants?: Grants
  /**
   * The client's own route maps (front-end and static modes) limit the screen to the roles it is
   * granted, as the server's routes always do; other screens stay open there, so that a role made
   * in the permission matrix reaches what the server grants it.
   */
  readonly guardRoles?: true
  readonly children?: readonly Screen[]
}

const ALL = PERMISSION_ACTIONS
const ADMINS = { SuperAdministrator: ALL, Administrator: ALL }
const STAFF: Grants = Object.fromEntries(STAFF_ROLES.map((role) => [role, ALL]))
const EVERYONE = { ...STAFF, Customer: ALL }
const OWN = ['view', 'edit'] as const
const DETAIL = { hidden: true, canTo: true, noCache: true }

/**
 * The login-required screens, in menu order: the server seeds its menus from this table and the
 * client builds its front-end and static route maps, its paths and its views from it. The public
 * pages (/, /redirect, /login, /404, /UserAgreement, /PrivacyPolicy, the previews) stay in the client.
 */
export const SCREENS = [
  {
    path: '/ai-guide',
    name: 'AiGuide',
    meta: { hidden: true, noTagsView: true, icon: 'vi-bi:compass' },
    grants: { ...EVERYONE, Customer: ['view'] },
  },
  {
    path: '/personal',
    name: 'Personal',
    meta: { hidden: true, icon: 'vi-bi:person-circle' },
    grants: { SuperAdministrator: OWN, Administrator: OWN, Auditor: OWN, Customer: OWN },
    children: [{ path: 'personal-center', name: 'PersonalCenter', meta: DETAIL }],
  },
  {
    path: '/placeAnOrder',
    name: 'PlaceAnOrder',
    redirect: '/ai-guide',
    meta: { hidden: true, noTagsView: true },
    grants: { ...EVERYONE, Customer: ['view'] },
  },
  {
    path: '/ai-quote',
    name: 'AiQuote',
    meta: { icon: 'vi-bi:chat-dots' },
    grants: EVERYONE,
    children: [{ path: 'quote', name: 'AiQuoteNew', meta: { process: false, icon: 'vi-bi:chat-dots' } }],
  },
  {
    path: '/ai-auto',
    name: 'AiAuto',
    meta: { icon: 'vi-bi:diagram-3' },
    grants: EVERYONE,
    children: [
      { path: 'process', name: 'AiAutoProcess', meta: { process: true, icon: 'vi-bi:diagram-3' } },
      // The process card sign-off rights (staff-rights.ts), hidden; their page is the process screen.
      { path: 'check', name: 'ProcessCardCheck', meta: { ...DETAIL, activeMenu: '/ai-auto/process' }, grants: STAFF },
      {
        path: 'approve',
        name: 'ProcessCardApprove',
        meta: { ...DETAIL, activeMenu: '/ai-auto/process' },
        grants: ADMINS,
      },
    ],
  },
  {
    path: '/quote-order',
    name: 'QuoteOrder',
    meta: { icon: 'vi-bi:receipt' },
    grants: { ...STAFF, Customer: ['view', 'add', 'edit'] },
    children: [
      { path: 'manage', name: 'QuoteOrderManage', meta: { icon: 'vi-bi:receipt' } },
      { path: 'detail', name: 'QuoteOrderDetail', meta: { ...DETAIL, activeMenu: '/quote-order/manage' } },
      { path: 'compare', name: 'QuoteOrderCompare', meta: { ...DETAIL, activeMenu: '/quote-order/manage' } },
      { path: 'products', name: 'QuoteOrderProducts', meta: { icon: 'vi-bi:box-seam' } },
      { path: 'statistics', name: 'QuoteOrderStatistics', meta: { icon: 'vi-bi:graph-up' }, grants: STAFF },
      // The staff rights' screen (staff-rights.ts): hidden, its page is the order list.
      {
        path: 'review',
        name: 'QuoteOrderReview',
        meta: { ...DETAIL, activeMenu: '/quote-order/manage' },
        grants: STAFF,
      },
      { path: 'approval-rules', name: 'QuoteApprovalRules', meta: { icon: 'vi-bi:check2-square' }, grants: STAFF },
      // The two approval steps' rights (staff-rights.ts), hidden; their page is the order list.
      { path: 'check', name: 'QuoteOrderCheck', meta: { ...DETAIL, activeMenu: '/quote-order/manage' }, grants: STAFF },
      {
        path: 'approve',
        name: 'QuoteOrderApprove',
        meta: { ...DETAIL, activeMenu: '/quote-order/manage' },
        grants: ADMINS,
      },
    ],
  },
  {
    path: '/quote-config',
    name: 'QuoteConfig',
    meta: { icon: 'vi-bi:sliders' },
    grants: STAFF,
    children: [
      { path: 'manage', name: 'QuoteConfigManage', meta: { icon: 'vi-bi:sliders' } },
      {
        path: 'detail',
        name: 'QuoteConfigDetail',
        meta: { ...DETAIL, parentTitle: 'router.quoteConfig', activeMenu: '/quote-config/manage' },
      },
      { path: 'shop-profile', name: 'ShopProfile', meta: { icon: 'vi-bi:building' } },
    ],
  },
  {
    path: '/cost-maintenance',
    name: 'CostMaintenance',
    meta: { icon: 'vi-bi:coin', alwaysShow: true },
    grants: STAFF,
    children: [
      { path: 'machine', name: 'MachineCost' },
      { path: 'material', name: 'MaterialCost' },
      { path: 'process', name: 'ProcessCost' },
      { path: 'surface', name: 'SurfaceCost' },
      { path: 'other', name: 'OtherCost' },
      { path: 'pmi', name: 'PmiMaintenance' },
      { path: 'blank', name: 'BlankMaintenance' },
    ],
  },
  {
    path: '/process-manage',
    name: 'ProcessManage',
    meta: { icon: 'vi-bi:tools', alwaysShow: true },
    grants: STAFF,
    children: [
      { path: 'craft', name: 'ProcessCraft' },
      { path: 'equipment', name: 'ProcessEquipment' },
      { path: 'tool', name: 'ProcessTool' },
    ],
  },
  {
    path: '/admin',
    name: 'Admin',
    meta: { icon: 'vi-bi:kanban' },
    grants: ADMINS,
    guardRoles: true,
    children: [
      { path: 'manage', name: 'AdminManage', meta: { icon: 'vi-bi:kanban' } },
      { path: 'detail', name: 'AdminDetail', meta: { ...DETAIL, activeMenu: '/admin/manage' } },
      { path: 'chatHistoryDetail', name: 'AdminChatHistoryDetail', meta: { ...DETAIL, activeMenu: '/admin/manage' } },
    ],
  },
  {
    path: '/system',
    name: 'SystemManage',
    meta: { icon: 'vi-bi:people', alwaysShow: true },
    grants: ADMINS,
    guardRoles: true,
    children: [
      { path: 'user', name: 'UserManage' },
      { path: 'role', name: 'RoleManage' },
      { path: 'menu', name: 'MenuManage' },
      { path: 'department', name: 'DepartmentManage' },
      { path: 'audit-log', name: 'AuditLog', meta: { icon: 'vi-bi:journal-text' } },
      { path: 'webhook', name: 'WebhookManage', meta: { icon: 'vi-bi:broadcast' } },
    ],
  },
  {
    path: '/permissionManage',
    name: 'PermissionManage',
    meta: { icon: 'vi-bi:shield-lock', alwaysShow: true },
    grants: { SuperAdministrator: ALL },
    guardRoles: true,
    children: [
      {
        path: 'user',
        name: 'PermissionManageUser',
        children: [{ path: 'permission-manage', name: 'PermissionManagePage' }],
      },
    ],
  },
] as const satisfies readonly Screen[]

type NamesOf<T> = T extends readonly (infer S)[]
  ? S extends { name: infer N extends string }
    ? N | (S extends { children: infer C } ? NamesOf<C> : never)
    : never
  : never

type PagesOf<T> = T extends readonly (infer S)[]
  ? S extends { children: infer C }
    ? PagesOf<C>
    : S extends { redirect: string }
      ? never
      : S extends { name: infer N extends string }
        ? N
        : never
  : never

/** The name of a screen of the table: a typo is a type error. */
export type ScreenName = NamesOf<typeof SCREENS>
/** The name of a screen with a page of its own (neither children nor a redirect). */
export type PageName = PagesOf<typeof SCREENS>
