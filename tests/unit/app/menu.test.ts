import { describe, expect, it } from 'vitest'
import { breadcrumbFor } from '../../../src/app/menu/breadcrumb.ts'
import { activeMenuKey, buildMenu, iconName, openKeysFor } from '../../../src/app/menu/menu-model.ts'
import { CONSTANT_ROUTES } from '../../../src/app/router/constant-routes.ts'
import { generateRoutesByServer } from '../../../src/app/router/generate-routes.ts'
import { hasView } from '../../../src/app/views.ts'
import { SERVER_ROUTES } from './fixtures.ts'

const routers = [...CONSTANT_ROUTES, ...generateRoutesByServer(SERVER_ROUTES, hasView)]

describe('menu', () => {
  const menu = buildMenu(routers)

  it('leaves hidden routes out, collapses single children and keeps alwaysShow submenus', () => {
    expect(menu).toEqual([
      { key: '/ai-quote/quote', title: 'router.aiQuoteNew' },
      { key: '/quote-config/manage', title: 'router.quoteConfigManage' },
      {
        key: '/process-manage',
        title: 'router.processManage',
        children: [
          { key: '/process-manage/craft', title: 'router.processCraft' },
          { key: '/process-manage/tool', title: 'router.processTool' },
        ],
      },
      { key: '/admin/manage', title: 'router.adminManage' },
      {
        key: '/permissionManage',
        title: 'router.permissionManage',
        children: [{ key: '/permissionManage/user/permission-manage', title: 'router.permissionManagePage' }],
      },
    ])
  })

  it('highlights activeMenu instead of a hidden page and opens the submenus on the way', () => {
    expect(activeMenuKey('/quote-config/detail', { activeMenu: '/quote-config/manage' })).toBe('/quote-config/manage')
    expect(activeMenuKey('/ai-quote/quote', {})).toBe('/ai-quote/quote')
    expect(openKeysFor(menu, '/process-manage/tool')).toEqual(['/process-manage'])
    expect(openKeysFor(menu, '/ai-quote/quote')).toEqual([])
  })

  it('strips the vi-bi: prefix of server icons', () => {
    expect(iconName('vi-bi:chat-dots')).toBe('chat-dots')
    expect(iconName(undefined)).toBeUndefined()
  })
})

describe('breadcrumb', () => {
  const titles = (path: string) => breadcrumbFor(routers, path).map((c) => [c.meta.title, c.link])

  it('shows a collapsed single-child route as one entry', () => {
    expect(titles('/ai-quote/quote')).toEqual([['router.aiQuoteNew', undefined]])
  })

  it('links a parent that redirects and shows hidden canTo pages', () => {
    expect(titles('/process-manage/craft')).toEqual([
      ['router.processManage', '/process-manage/craft'],
      ['router.processCraft', undefined],
    ])
    expect(titles('/quote-config/detail')).toEqual([
      ['router.quoteConfig', '/quote-config/manage'],
      ['router.quoteConfigDetail', undefined],
    ])
  })

  it('resolves nested parents and is empty for unknown or hidden paths', () => {
    expect(titles('/permissionManage/user/permission-manage')).toEqual([
      ['router.permissionManage', '/permissionManage/user/permission-manage'],
      ['router.permissionManagePage', undefined],
    ])
    expect(titles('/nowhere')).toEqual([])
    expect(titles('/personal/personal-center')).toEqual([])
  })
})
