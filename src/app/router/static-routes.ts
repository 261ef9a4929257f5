import { LAYOUT, PARENT, view, type AppRoute, type RouteMeta } from './route-types.ts'

const ADMINS = ['SuperAdministrator', 'Administrator']

function layout(path: string, name: string, meta: RouteMeta, children: AppRoute[]): AppRoute {
  return { path, name, component: LAYOUT, redirect: `${path}/${children[0]!.path}`, meta, children }
}

function page(path: string, name: string, key: string, meta: RouteMeta = {}): AppRoute {
  return { path, name, component: view(key), meta }
}

const pages = (parent: string, names: Record<string, string>): AppRoute[] =>
  Object.entries(names).map(([path, name]) =>
    page(path, name, `${parent}/${path}`, { title: `router.${name[0]!.toLowerCase()}${name.slice(1)}` }),
  )

/**
 * The front-end route map, used when settings turn server routes off: whole with
 * dynamicRouter off, filtered by the role's paths in front-end mode. Role limits are in the meta
 * here, as the server would put them. Hidden routes every role needs are canTo, or the front-end
 * filter would drop them.
 */
export const STATIC_ROUTES: AppRoute[] = [
  page('/ai-guide', 'AiGuide', 'ai-guide', {
    hidden: true,
    canTo: true,
    noTagsView: true,
    title: 'router.aiGuide',
    icon: 'vi-bi:compass',
  }),
  layout('/personal', 'Personal', { hidden: true, canTo: true, title: 'router.personal' }, [
    page('personal-center', 'PersonalCenter', 'personal/personal-center', {
      hidden: true,
      canTo: true,
      noCache: true,
      title: 'router.personalCenter',
    }),
  ]),
  {
    path: '/placeAnOrder',
    name: 'PlaceAnOrder',
    component: LAYOUT,
    redirect: '/ai-guide',
    meta: { hidden: true, canTo: true, noTagsView: true },
  },
  layout('/ai-quote', 'AiQuote', { title: 'router.aiQuote', icon: 'vi-bi:chat-dots' }, [
    page('quote', 'AiQuoteNew', 'ai-quote/quote', {
      title: 'router.aiQuoteNew',
      icon: 'vi-bi:chat-dots',
      process: false,
    }),
  ]),
  layout('/ai-auto', 'AiAuto', { title: 'router.aiAuto', icon: 'vi-bi:diagram-3' }, [
    page('process', 'AiAutoProcess', 'ai-auto/process', {
      title: 'router.aiAutoProcess',
      icon: 'vi-bi:diagram-3',
      process: true,
    }),
  ]),
  layout('/quote-order', 'QuoteOrder', { title: 'router.quoteOrder', icon: 'vi-bi:receipt' }, [
    page('manage', 'QuoteOrderManage', 'quote-order/manage', {
      title: 'router.quoteOrderManage',
      icon: 'vi-bi:receipt',
    }),
    page('detail', 'QuoteOrderDetail', 'quote-order/detail', {
      title: 'router.quoteOrderDetail',
      hidden: true,
      canTo: true,
      noCache: true,
      activeMenu: '/quote-order/manage',
    }),
  ]),
  layout('/quote-config', 'QuoteConfig', { title: 'router.quoteConfig', icon: 'vi-bi:sliders' }, [
    page('manage', 'QuoteConfigManage', 'quote-config/manage', {
      title: 'router.quoteConfigManage',
      icon: 'vi-bi:sliders',
    }),
    page('detail', 'QuoteConfigDetail', 'quote-config/detail', {
      title: 'router.quoteConfigDetail',
      hidden: true,
      canTo: true,
      noCache: true,
      parentTitle: 'router.quoteConfig',
      activeMenu: '/quote-config/manage',
    }),
  ]),
  layout(
    '/cost-maintenance',
    'CostMaintenance',
    { title: 'router.costMaintenance', icon: 'vi-bi:coin', alwaysShow: true },
    pages('cost-maintenance', {
      machine: 'MachineCost',
      material: 'MaterialCost',
      process: 'ProcessCost',
      surface: 'SurfaceCost',
      other: 'OtherCost',
      pmi: 'PmiMaintenance',
      blank: 'BlankMaintenance',
    }),
  ),
  layout(
    '/process-manage',
    'ProcessManage',
    { title: 'router.processManage', icon: 'vi-bi:tools', alwaysShow: true },
    pages('process-manage', { craft: 'ProcessCraft', equipment: 'ProcessEquipment', tool: 'ProcessTool' }),
  ),
  layout('/admin', 'Admin', { title: 'router.admin', icon: 'vi-bi:kanban', roles: ADMINS }, [
    page('manage', 'AdminManage', 'admin/manage', { title: 'router.adminManage', icon: 'vi-bi:kanban' }),
    page('detail', 'AdminDetail', 'admin/detail', {
      title: 'router.adminDetail',
      hidden: true,
      canTo: true,
      noCache: true,
      activeMenu: '/admin/manage',
    }),
    page('chatHistoryDetail', 'AdminChatHistoryDetail', 'admin/chatHistoryDetail', {
      title: 'router.adminChatHistoryDetail',
      hidden: true,
      canTo: true,
      noCache: true,
      activeMenu: '/admin/manage',
    }),
  ]),
  layout(
    '/system',
    'SystemManage',
    { title: 'router.systemManage', icon: 'vi-bi:people', alwaysShow: true, roles: ADMINS },
    pages('system', { user: 'UserManage', role: 'RoleManage', menu: 'MenuManage', department: 'DepartmentManage' }),
  ),
  layout(
    '/permissionManage',
    'PermissionManage',
    { title: 'router.permissionManage', icon: 'vi-bi:shield-lock', alwaysShow: true, roles: ['SuperAdministrator'] },
    [
      {
        path: 'user',
        name: 'PermissionManageUser',
        component: PARENT,
        redirect: '/permissionManage/user/permission-manage',
        meta: { title: 'router.permissionManageUser' },
        children: [
          page('permission-manage', 'PermissionManagePage', 'permissionManage/user/permission-manage', {
            title: 'router.permissionManagePage',
          }),
        ],
      },
    ],
  ),
]
