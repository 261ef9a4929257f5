import { beforeEach, describe, expect, it } from 'vitest'
import * as ops from '../../../src/app/stores/tag-actions.ts'
import type { TagView } from '../../../src/app/stores/tag-actions.ts'
import {
  $tags,
  addView,
  delAllViews,
  delCachedView,
  delLeftViews,
  delOthersViews,
  delRightViews,
  delView,
  setTagTitle,
  selectTag,
  updateVisitedView,
} from '../../../src/app/stores/tags.ts'
import { LAYOUT, view } from '../../../src/app/router/route-types.ts'
import { resetState } from '../support/reset.ts'
import { logIn } from '../support/fetch-stub.ts'

const tag = (path: string, meta: TagView['meta'] = {}, name = path.slice(1).toUpperCase()): Omit<TagView, 'title'> => ({
  path,
  fullPath: path,
  name,
  meta,
})
const paths = () => $tags.get().visited.map((v) => v.path)

beforeEach(() => {
  resetState()
  $tags.set({ visited: [], cached: [] })
})

function open(...views: Omit<TagView, 'title'>[]) {
  for (const v of views) addView(v)
}

describe('tags view actions', () => {
  it('adds a tab once per path, skips noTagsView, and titles untitled views no-name', () => {
    open(tag('/a', { title: 'router.aiQuote' }), tag('/a'), tag('/b'), tag('/c', { noTagsView: true }))
    expect($tags.get().visited.map((v) => [v.path, v.title])).toEqual([
      ['/a', 'router.aiQuote'],
      ['/b', 'no-name'],
    ])
  })

  it('caches the named views without noCache, sorted', () => {
    open(tag('/b'), tag('/a'), tag('/n', { noCache: true }), { path: '/x', fullPath: '/x', meta: {} })
    expect($tags.get().cached).toEqual(['A', 'B'])
    delView('/a')
    expect($tags.get().cached).toEqual(['B'])
  })

  it('drops one view from the cache for a refresh, until it is added again', () => {
    open(tag('/a'), tag('/b'))
    delCachedView('A')
    expect($tags.get().cached).toEqual(['B'])
    addView(tag('/a'))
    expect($tags.get().cached).toEqual(['A', 'B'])
  })

  it('deletes all but the pinned tabs while logged in, and all of them otherwise', () => {
    open(tag('/p', { affix: true }), tag('/a'), tag('/b'))
    logIn()
    delAllViews()
    expect(paths()).toEqual(['/p'])
    resetState()
    delAllViews()
    expect(paths()).toEqual([])
  })

  it('deletes the others, keeping pinned tabs', () => {
    open(tag('/a'), tag('/p', { affix: true }), tag('/b'), tag('/c'))
    delOthersViews('/b')
    expect(paths()).toEqual(['/p', '/b'])
  })

  it('deletes left and right of a tab, keeping pinned tabs', () => {
    const all = [tag('/p', { affix: true }), tag('/a'), tag('/b'), tag('/q', { affix: true }), tag('/c'), tag('/d')]
    open(...all)
    delLeftViews('/c')
    expect(paths()).toEqual(['/p', '/q', '/c', '/d'])
    $tags.set({ visited: [], cached: [] })
    open(...all)
    delRightViews('/a')
    expect(paths()).toEqual(['/p', '/a', '/q'])
  })

  it('does nothing left or right of a path that is not open', () => {
    open(tag('/a'), tag('/b'))
    delLeftViews('/zzz')
    delRightViews('/zzz')
    expect(paths()).toEqual(['/a', '/b'])
  })

  it('updates a tab when only its query changed, and sets titles', () => {
    open(tag('/a'), tag('/b'))
    updateVisitedView({ path: '/a', fullPath: '/a?id=3' })
    expect($tags.get().visited[0]!.fullPath).toBe('/a?id=3')
    setTagTitle('Order 3', '/a')
    expect($tags.get().visited[0]).toMatchObject({ title: 'Order 3', meta: { title: 'Order 3' } })
    selectTag('/b')
    setTagTitle('B!')
    expect($tags.get().visited[1]!.title).toBe('B!')
  })

  it('goes to the last open tab after closing the active one, else home', () => {
    expect(ops.lastViewPath([{ ...tag('/a'), fullPath: '/a?x=1', title: '' }])).toBe('/a?x=1')
    expect(ops.lastViewPath([])).toBe('/')
  })

  it('enables the context-menu actions by the template rules', () => {
    const visited = [tag('/p', { affix: true }), tag('/a'), tag('/b')].map((v) => ({ ...v, title: '' }))
    const [p, a, b] = visited as [TagView, TagView, TagView]
    expect(ops.tagMenuState(visited, a, '/a')).toEqual({
      refresh: true,
      close: true,
      closeLeft: true,
      closeRight: true,
      closeOthers: true,
      closeAll: true,
    })
    expect(ops.tagMenuState(visited, p, '/p')).toMatchObject({ close: false, closeLeft: false, closeRight: true })
    expect(ops.tagMenuState(visited, b, '/b')).toMatchObject({ closeLeft: true, closeRight: false })
    expect(ops.tagMenuState(visited, b, '/a')).toEqual({
      refresh: false,
      close: true,
      closeLeft: false,
      closeRight: false,
      closeOthers: false,
      closeAll: true,
    })
  })

  it('collects the pinned tabs a route tree declares, with absolute paths and names only', () => {
    const routes = [
      {
        path: '/w',
        name: 'W',
        component: LAYOUT,
        meta: {},
        children: [{ path: 'home', name: 'Home', component: view('x'), meta: { affix: true } }],
      },
      { path: '/nameless', component: view('y'), meta: { affix: true } },
    ]
    expect(ops.affixTags(routes)).toEqual([
      { path: '/w/home', fullPath: '/w/home', name: 'Home', meta: { affix: true } },
    ])
  })
})
