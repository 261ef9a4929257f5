import type { ServerRoute } from '../../../src/lib/stores/session.ts'

/** A role-route tree shaped like the reference server's (the screen table, contract/route-table.ts), for an admin. */
export const SERVER_ROUTES: ServerRoute[] = [
  {
    path: '/ai-guide',
    name: 'AiGuide',
    component: 'ai-guide',
    meta: { hidden: true, noTagsView: true, title: 'router.aiGuide' },
  },
  {
    path: '/personal',
    name: 'Personal',
    component: '#',
    redirect: '/personal/personal-center',
    meta: { hidden: true, title: 'router.personal' },
    children: [
      {
        path: 'personal-center',
        name: 'PersonalCenter',
        component: 'personal/personal-center',
        meta: { hidden: true, canTo: true, noCache: true, title: 'router.personalCenter' },
      },
    ],
  },
  {
    path: '/placeAnOrder',
    name: 'PlaceAnOrder',
    component: '#',
    redirect: '/ai-guide',
    meta: { hidden: true, noTagsView: true },
  },
  {
    path: '/ai-quote',
    name: 'AiQuote',
    component: '#',
    redirect: '/ai-quote/quote',
    meta: { title: 'router.aiQuote', icon: 'vi-bi:chat-dots' },
    children: [
      {
        path: 'quote',
        name: 'AiQuoteNew',
        component: 'ai-quote/quote',
        meta: { title: 'router.aiQuoteNew', process: false, permission: ['view'] },
      },
    ],
  },
  {
    path: '/quote-config',
    name: 'QuoteConfig',
    component: '#',
    redirect: '/quote-config/manage',
    meta: { title: 'router.quoteConfig', icon: 'vi-bi:sliders' },
    children: [
      {
        path: 'manage',
        name: 'QuoteConfigManage',
        component: 'quote-config/manage',
        meta: { title: 'router.quoteConfigManage' },
      },
      {
        path: 'detail',
        name: 'QuoteConfigDetail',
        component: 'quote-config/detail',
        meta: {
          title: 'router.quoteConfigDetail',
          hidden: true,
          canTo: true,
          activeMenu: '/quote-config/manage',
          noCache: true,
        },
      },
    ],
  },
  {
    path: '/process-manage',
    name: 'ProcessManage',
    component: '#',
    redirect: '/process-manage/craft',
    meta: { title: 'router.processManage', alwaysShow: true },
    children: [
      {
        path: 'craft',
        name: 'ProcessCraft',
        component: 'process-manage/craft',
        meta: { title: 'router.processCraft' },
      },
      { path: 'tool', name: 'ProcessTool', component: 'process-manage/tool', meta: { title: 'router.processTool' } },
    ],
  },
  {
    path: '/admin',
    name: 'Admin',
    component: '#',
    redirect: '/admin/manage',
    meta: { title: 'router.admin', roles: ['SuperAdministrator', 'Administrator'] },
    children: [
      { path: 'manage', name: 'AdminManage', component: 'admin/manage', meta: { title: 'router.adminManage' } },
    ],
  },
  {
    path: '/permissionManage',
    name: 'PermissionManage',
    component: '#',
    redirect: '/permissionManage/user/permission-manage',
    meta: { title: 'router.permissionManage', alwaysShow: true, roles: ['SuperAdministrator'] },
    children: [
      {
        path: 'user',
        name: 'PermissionManageUser',
        component: '##',
        redirect: '/permissionManage/user/permission-manage',
        meta: { title: 'router.permissionManageUser' },
        children: [
          {
            path: 'permission-manage',
            name: 'PermissionManagePage',
            component: 'permissionManage/user/permission-manage',
            meta: { title: 'router.permissionManagePage' },
          },
        ],
      },
    ],
  },
]
