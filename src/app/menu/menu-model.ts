import { isUrl, pathResolve } from '../router/path-resolve.ts'
import { isBundledIcon, type IconName } from '../../lib/icons.ts'
import type { AppRoute, RouteMeta } from '../router/route-types.ts'

/** One entry of the side or top menu. */
export interface MenuItem {
  /** Absolute path (or URL) it opens, or the submenu's own path. */
  key: string
  /** An i18n key or a literal. */
  title?: string
  /** English twin of a literal title. */
  titleEn?: string
  icon?: string
  /** Present for a submenu. */
  children?: MenuItem[]
}

const showing = (children: readonly AppRoute[] | undefined) => (children ?? []).filter((c) => !c.meta.hidden)

/**
 * The menu from the route trees : hidden routes are left out (canTo makes a
 * hidden page routable, not a menu entry); a route with exactly one showing leaf child, or none,
 * is a single item unless alwaysShow; anything else is a submenu of its showing children.
 */
export function buildMenu(routes: readonly AppRoute[], parentPath = '/'): MenuItem[] {
  const items: MenuItem[] = []
  for (const route of routes) {
    if (route.meta.hidden) continue
    const fullPath = isUrl(route.path) ? route.path : pathResolve(parentPath, route.path)
    const children = showing(route.children)
    const only: { path: string; meta: RouteMeta; children?: AppRoute[] } | undefined =
      children.length === 1 ? children[0] : children.length === 0 ? { path: '', meta: route.meta } : undefined
    if (only && !only.children?.length && !route.meta.alwaysShow) {
      items.push(item(isUrl(only.path) ? only.path : pathResolve(fullPath, only.path), only.meta))
    } else {
      items.push({ ...item(fullPath, route.meta), children: buildMenu(children, fullPath) })
    }
  }
  return items
}

function item(key: string, meta: RouteMeta): MenuItem {
  const out: MenuItem = { key }
  if (meta.title) out.title = meta.title
  if (meta.titleEn) out.titleEn = meta.titleEn
  if (meta.icon) out.icon = meta.icon
  return out
}

/** The menu key to highlight for a route: its activeMenu, else its own path. */
export function activeMenuKey(path: string, meta: RouteMeta): string {
  return meta.activeMenu || path
}

/** Keys of the submenus on the way to `key`, outermost first (the ones to open). */
export function openKeysFor(items: readonly MenuItem[], key: string): string[] {
  for (const it of items) {
    if (it.key === key) return []
    if (it.children) {
      const inner = openKeysFor(it.children, key)
      if (inner.length || it.children.some((c) => c.key === key)) return [it.key, ...inner]
    }
  }
  return []
}

/**
 * Server icons are `vi-bi:<name>` (Bootstrap Icons via Iconify); Shoelace's default library is
 * Bootstrap Icons. A menu saved with an icon the bundle does not carry shows its title's first
 * letter instead of asking the server for an SVG that is not there (a 404 on every page).
 */
export function iconName(icon: string | undefined): IconName | undefined {
  if (!icon) return undefined
  const name = icon.replace(/^vi-bi:/, '')
  return isBundledIcon(name) ? name : undefined
}
