import type { RoleCode } from '../lib/auth.ts'
import type { MenuMeta } from '../../contract/routes.ts'
import { PERMISSION_ACTIONS, type PermissionAction } from '../../contract/wire.ts'
import { STAFF_ROLES } from '../../contract/staff-rights.ts'

export interface MenuSeed {
  path: string
  name: string
  component: string
  redirect?: string
  meta?: MenuMeta
  /** Role → granted actions; children inherit the parent's grants unless they declare their own. */
  grants?: Partial<Record<RoleCode, PermissionAction[]>>
  children?: MenuSeed[]
}

const ALL: PermissionAction[] = [...PERMISSION_ACTIONS]
const ADMINS = { SuperAdministrator: ALL, Administrator: ALL }
const STAFF = Object.fromEntries(STAFF_ROLES.map((role) => [role, ALL]))
const EVERYONE = { ...STAFF, Customer: ALL }

/**
 * The async route tree, the screens that need a login (the public constant routes — /, /redirect, /login, /404,
 * /UserAgreement, /PrivacyPolicy, /3d-preview, /2d-preview — stay in the client).
 * Components: '#' main layout, '##' parent layout, otherwise the view key = full path without '/'.
 */
export const MENU_SEED: MenuSeed[] = [
  {
    path: '/ai-guide',
    name: 'AiGuide',
    component: 'ai-guide',
    meta: { hidden: true, noTagsView: true, icon: 'vi-bi:compass' },
    grants: { ...EVERYONE, Customer: ['view'] },
  },
  {
    path: '/personal',
    name: 'Personal',
    component: '#',
    redirect: '/personal/personal-center',
    meta: { hidden: true, icon: 'vi-bi:person-circle' },
    grants: {
      SuperAdministrator: ['view', 'edit'],
      Administrator: ['view', 'edit'],
      Auditor: ['view', 'edit'],
      Customer: ['view', 'edit'],
    },
    children: [
      {
        path: 'personal-center',
        name: 'PersonalCenter',
        component: 'personal/personal-center',
        meta: { hidden: true, canTo: true, noCache: true },
      },
    ],
  },
  {
    path: '/placeAnOrder',
    name: 'PlaceAnOrder',
    component: '#',
    redirect: '/ai-guide',
    meta: { hidden: true, noTagsView: true },
    grants: { ...EVERYONE, Customer: ['view'] },
  },
  {
    path: '/ai-quote',
    name: 'AiQuote',
    component: '#',
    redirect: '/ai-quote/quote',
    meta: { icon: 'vi-bi:chat-dots' },
    grants: EVERYONE,
    children: [
      {
        path: 'quote',
        name: 'AiQuoteNew',
        component: 'ai-quote/quote',
        meta: { process: false, icon: 'vi-bi:chat-dots' },
      },
    ],
  },
  {
    path: '/ai-auto',
    name: 'AiAuto',
    component: '#',
    redirect: '/ai-auto/process',
    meta: { icon: 'vi-bi:diagram-3' },
    grants: EVERYONE,
    children: [
      {
        path: 'process',
        name: 'AiAutoProcess',
        component: 'ai-auto/process',
        meta: { process: true, icon: 'vi-bi:diagram-3' },
      },
    ],
  },
  {
    path: '/quote-order',
    name: 'QuoteOrder',
    component: '#',
    redirect: '/quote-order/manage',
    meta: { icon: 'vi-bi:receipt' },
    grants: { ...STAFF, Customer: ['view', 'add', 'edit'] },
    children: [
      { path: 'manage', name: 'QuoteOrderManage', component: 'quote-order/manage', meta: { icon: 'vi-bi:receipt' } },
      {
        path: 'detail',
        name: 'QuoteOrderDetail',
        component: 'quote-order/detail',
        meta: { hidden: true, canTo: true, activeMenu: '/quote-order/manage', noCache: true },
      },
      {
        path: 'compare',
        name: 'QuoteOrderCompare',
        component: 'quote-order/compare',
        meta: { hidden: true, canTo: true, activeMenu: '/quote-order/manage', noCache: true },
      },
      {
        path: 'products',
        name: 'QuoteOrderProducts',
        component: 'quote-order/products',
        meta: { icon: 'vi-bi:box-seam' },
      },
      {
        path: 'statistics',
        name: 'QuoteOrderStatistics',
        component: 'quote-order/statistics',
        meta: { icon: 'vi-bi:graph-up' },
        grants: STAFF,
      },
      {
        // The review grant (contract/staff-rights.ts); its page is the order list.
        path: 'review',
        name: 'QuoteOrderReview',
        component: 'quote-order/review',
        meta: { hidden: true, canTo: true, activeMenu: '/quote-order/manage' },
        grants: STAFF,
      },
    ],
  },
  {
    path: '/quote-config',
    name: 'QuoteConfig',
    component: '#',
    redirect: '/quote-config/manage',
    meta: { icon: 'vi-bi:sliders' },
    grants: STAFF,
    children: [
      { path: 'manage', name: 'QuoteConfigManage', component: 'quote-config/manage', meta: { icon: 'vi-bi:sliders' } },
      {
        path: 'detail',
        name: 'QuoteConfigDetail',
        component: 'quote-config/detail',
        meta: {
          hidden: true,
          canTo: true,
          parentTitle: 'router.quoteConfig',
          activeMenu: '/quote-config/manage',
          noCache: true,
        },
      },
    ],
  },
  {
    path: '/cost-maintenance',
    name: 'CostMaintenance',
    component: '#',
    redirect: '/cost-maintenance/machine',
    meta: { icon: 'vi-bi:coin', alwaysShow: true },
    grants: STAFF,
    children: [
      { path: 'machine', name: 'MachineCost', component: 'cost-maintenance/machine' },
      { path: 'material', name: 'MaterialCost', component: 'cost-maintenance/material' },
      { path: 'process', name: 'ProcessCost', component: 'cost-maintenance/process' },
      { path: 'surface', name: 'SurfaceCost', component: 'cost-maintenance/surface' },
      { path: 'other', name: 'OtherCost', component: 'cost-maintenance/other' },
      { path: 'pmi', name: 'PmiMaintenance', component: 'cost-maintenance/pmi' },
      { path: 'blank', name: 'BlankMaintenance', component: 'cost-maintenance/blank' },
    ],
  },
  {
    path: '/process-manage',
    name: 'ProcessManage',
    component: '#',
    redirect: '/process-manage/craft',
    meta: { icon: 'vi-bi:tools', alwaysShow: true },
    grants: STAFF,
    children: [
      { path: 'craft', name: 'ProcessCraft', component: 'process-manage/craft' },
      { path: 'equipment', name: 'ProcessEquipment', component: 'process-manage/equipment' },
      { path: 'tool', name: 'ProcessTool', component: 'process-manage/tool' },
    ],
  },
  {
    path: '/admin',
    name: 'Admin',
    component: '#',
    redirect: '/admin/manage',
    meta: { icon: 'vi-bi:kanban' },
    grants: ADMINS,
    children: [
      { path: 'manage', name: 'AdminManage', component: 'admin/manage', meta: { icon: 'vi-bi:kanban' } },
      {
        path: 'detail',
        name: 'AdminDetail',
        component: 'admin/detail',
        meta: { hidden: true, canTo: true, activeMenu: '/admin/manage', noCache: true },
      },
      {
        path: 'chatHistoryDetail',
        name: 'AdminChatHistoryDetail',
        component: 'admin/chatHistoryDetail',
        meta: { hidden: true, canTo: true, activeMenu: '/admin/manage', noCache: true },
      },
    ],
  },
  {
    path: '/system',
    name: 'SystemManage',
    component: '#',
    redirect: '/system/user',
    meta: { icon: 'vi-bi:people', alwaysShow: true },
    grants: ADMINS,
    children: [
      { path: 'user', name: 'UserManage', component: 'system/user' },
      { path: 'role', name: 'RoleManage', component: 'system/role' },
      { path: 'menu', name: 'MenuManage', component: 'system/menu' },
      { path: 'department', name: 'DepartmentManage', component: 'system/department' },
      { path: 'audit-log', name: 'AuditLog', component: 'system/audit-log', meta: { icon: 'vi-bi:journal-text' } },
    ],
  },
  {
    path: '/permissionManage',
    name: 'PermissionManage',
    component: '#',
    redirect: '/permissionManage/user/permission-manage',
    meta: { icon: 'vi-bi:shield-lock', alwaysShow: true },
    grants: { SuperAdministrator: ALL },
    children: [
      {
        path: 'user',
        name: 'PermissionManageUser',
        component: '##',
        redirect: '/permissionManage/user/permission-manage',
        children: [
          {
            path: 'permission-manage',
            name: 'PermissionManagePage',
            component: 'permissionManage/user/permission-manage',
          },
        ],
      },
    ],
  },
]
