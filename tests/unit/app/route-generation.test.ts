import { afterEach, describe, expect, it, vi } from 'vitest'
import { flatMultiLevelRoutes } from '../../../src/app/router/flatten.ts'
import { generateRoutesByFrontEnd, generateRoutesByServer, pathKeys } from '../../../src/app/router/generate-routes.ts'
import { isUrl, pathResolve } from '../../../src/app/router/path-resolve.ts'
import { LAYOUT, PARENT, view, type AppRoute } from '../../../src/app/router/route-types.ts'
import type { ServerRoute } from '../../../src/lib/stores/session.ts'

afterEach(() => vi.restoreAllMocks())

describe('pathResolve', () => {
  it.each([
    ['/a', '/b', '/a/b'],
    ['/', '', '/'],
    ['/', '/x', '/x'],
    ['/a', '', '/a'],
    ['/a', 'b', '/a/b'],
    ['/a/', 'b', '/a/b'],
    ['/a', 'https://example.com/x', 'https://example.com/x'],
  ])('(%s, %s) → %s', (parent, path, expected) => {
    expect(pathResolve(parent, path)).toBe(expected)
  })

  it('treats anything new URL() parses as a URL', () => {
    expect(isUrl('https://a.b')).toBe(true)
    expect(isUrl('mailto:x')).toBe(true)
    expect(isUrl('/a')).toBe(false)
    expect(isUrl('views/x')).toBe(false)
  })
})

describe('generateRoutesByServer', () => {
  const has = (key: string) => ['ai-quote/quote', 'ai-guide'].includes(key)

  it('maps markers to the layout, the parent layout and registered views, keeping order and fields', () => {
    const list: ServerRoute[] = [
      { path: '/ai-guide', name: 'AiGuide', component: 'ai-guide', meta: { hidden: true } },
      {
        path: '/ai-quote',
        name: 'AiQuote',
        component: '#',
        redirect: '/ai-quote/quote',
        meta: { title: 'router.aiQuote' },
        children: [{ path: 'quote', name: 'AiQuoteNew', component: 'ai-quote/quote', meta: { process: false } }],
      },
      { path: '/p', name: 'P', component: '##x', meta: {} },
    ]
    const routes = generateRoutesByServer(list, has)
    expect(routes.map((r) => [r.path, r.name, r.component])).toEqual([
      ['/ai-guide', 'AiGuide', view('ai-guide')],
      ['/ai-quote', 'AiQuote', LAYOUT],
      ['/p', 'P', PARENT],
    ])
    expect(routes[1]!.redirect).toBe('/ai-quote/quote')
    expect(routes[1]!.meta.title).toBe('router.aiQuote')
    expect(routes[1]!.children![0]).toMatchObject({
      path: 'quote',
      component: view('ai-quote/quote'),
      meta: { process: false },
    })
  })

  it('keeps a route whose view is missing, without a page, and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const [route] = generateRoutesByServer(
      [{ path: '/x', name: 'X', component: 'nope/page', meta: { hidden: false } }],
      has,
    )
    expect(route!.component).toEqual({ kind: 'none' })
    expect(error).toHaveBeenCalledOnce()
  })

  it('does not filter hidden or role-limited routes: the server is trusted', () => {
    const list: ServerRoute[] = [{ path: '/h', component: 'ai-guide', meta: { hidden: true, roles: ['Nobody'] } }]
    expect(generateRoutesByServer(list, has)).toHaveLength(1)
  })
})

const tree: AppRoute[] = [
  {
    path: '/single',
    name: 'Single',
    component: LAYOUT,
    meta: {},
    children: [{ path: 'only', name: 'Only', component: view('a'), meta: {} }],
  },
  {
    path: '/always',
    name: 'Always',
    component: LAYOUT,
    meta: { alwaysShow: true },
    children: [{ path: 'one', name: 'One', component: view('b'), meta: {} }],
  },
  {
    path: '/multi',
    name: 'Multi',
    component: LAYOUT,
    meta: {},
    children: [
      { path: 'a', name: 'MA', component: view('c'), meta: {} },
      { path: 'b', name: 'MB', component: view('d'), meta: {} },
    ],
  },
  { path: '/hidden', name: 'Hidden', component: view('e'), meta: { hidden: true } },
  { path: '/can', name: 'Can', component: view('f'), meta: { hidden: true, canTo: true } },
  { path: '/follow', name: 'Follow', component: view('g'), meta: { followRoute: 'follow-key' } },
]

describe('generateRoutesByFrontEnd', () => {
  const names = (routes: AppRoute[]): unknown[] =>
    routes.map((r) => (r.children ? [r.name, names(r.children)] : r.name))

  it("matches a single-child wrapper by its child's full path, not its own", () => {
    expect(names(generateRoutesByFrontEnd(tree, ['/single/only']))).toEqual([['Single', ['Only']]])
    expect(names(generateRoutesByFrontEnd(tree, ['/single']))).toEqual([])
  })

  it('matches an alwaysShow parent by its own path and filters children by theirs', () => {
    expect(names(generateRoutesByFrontEnd(tree, ['/always']))).toEqual([['Always', []]])
    expect(names(generateRoutesByFrontEnd(tree, ['/always', '/always/one']))).toEqual([['Always', ['One']]])
  })

  it('reaches children only through included ancestors', () => {
    expect(names(generateRoutesByFrontEnd(tree, ['/multi/a']))).toEqual([])
    expect(names(generateRoutesByFrontEnd(tree, ['/multi', '/multi/b']))).toEqual([['Multi', ['MB']]])
  })

  it('drops hidden routes unless canTo, and follows followRoute', () => {
    expect(names(generateRoutesByFrontEnd(tree, ['/hidden', '/can', 'follow-key']))).toEqual(['Can', 'Follow'])
  })

  it('collects every absolute path of a server tree as keys', () => {
    expect(pathKeys([{ path: '/a', children: [{ path: 'b', children: [{ path: 'c' }] }] }, { path: '/d' }])).toEqual([
      '/a',
      '/a/b',
      '/a/b/c',
      '/d',
    ])
  })
})

describe('flatMultiLevelRoutes', () => {
  it('pulls deep descendants up under the top-level route with absolute paths; shallow trees stay', () => {
    const deep: AppRoute = {
      path: '/pm',
      name: 'PM',
      component: LAYOUT,
      meta: {},
      children: [
        {
          path: 'user',
          name: 'U',
          component: PARENT,
          redirect: '/pm/user/page',
          meta: {},
          children: [{ path: 'page', name: 'Page', component: view('x'), meta: {} }],
        },
        { path: 'other', name: 'O', component: view('y'), meta: {} },
      ],
    }
    const [flat, shallow] = flatMultiLevelRoutes([deep, tree[2]!])
    expect(flat!.children!.map((c) => [c.name, c.path, c.children])).toEqual([
      ['U', '/pm/user', undefined],
      ['Page', '/pm/user/page', undefined],
      ['O', '/pm/other', undefined],
    ])
    expect(shallow).toBe(tree[2])
  })
})
