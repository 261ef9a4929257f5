import { describe, expect, it } from 'vitest'
import { iconName } from '../../../src/app/menu/menu-model.ts'
import { STATIC_ROUTES } from '../../../src/app/router/static-routes.ts'
import { MENU_SEED } from '../../../server/db/seed-menus.ts'

interface IconNode {
  path: string
  meta?: { icon?: string }
  children?: IconNode[]
}

/** Every `path → icon` a route tree names, depth first. */
const iconsOf = (nodes: readonly IconNode[]): [string, string][] =>
  nodes.flatMap((n) => [
    ...(n.meta?.icon ? [[n.path, n.meta.icon] as [string, string]] : []),
    ...iconsOf(n.children ?? []),
  ])

describe('menu icons', () => {
  // An icon outside the bundle is fetched from beside it and answers 404 on every page that shows the menu.
  it.each([
    ['the server seed', MENU_SEED],
    ['the static route map', STATIC_ROUTES],
  ])('%s names only icons the bundle carries', (_, tree) => {
    const icons = iconsOf(tree)
    expect(icons.length).toBeGreaterThan(10)
    expect(icons.filter(([, icon]) => !iconName(icon))).toEqual([])
  })

  it('shows a saved menu icon the bundle lacks as no icon (the title letter), never as a request', () => {
    expect(iconName('vi-bi:chat-dots')).toBe('chat-dots')
    expect(iconName('vi-bi:no-such-icon')).toBeUndefined()
    expect(iconName('vi-mdi:home')).toBeUndefined()
  })
})
