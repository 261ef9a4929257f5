import { pathResolve } from '../router/path-resolve.ts'
import type { AppRoute, RouteMeta } from '../router/route-types.ts'

/** One breadcrumb entry; `link` is where clicking it goes, when it goes anywhere. */
export interface Crumb {
  path: string
  meta: RouteMeta
  link?: string
}

interface Node {
  path: string
  redirect?: string
  meta: RouteMeta
  children?: Node[]
}

/** The breadcrumb tree: hidden routes out unless canTo, single-child parents (not alwaysShow) collapsed into the child. */
function tree(routes: readonly AppRoute[], parentPath = ''): Node[] {
  const out: Node[] = []
  for (const route of routes) {
    if (route.meta.hidden && !route.meta.canTo) continue
    const only = !route.meta.alwaysShow && route.children?.length === 1 ? route.children[0]! : undefined
    const base: AppRoute = only ? { ...only, path: pathResolve(route.path, only.path) } : route
    const node: Node = { path: pathResolve(parentPath, base.path), meta: base.meta }
    if (base.redirect) node.redirect = base.redirect
    if (base.children) node.children = tree(base.children, node.path)
    out.push(node)
  }
  return out
}

function branch(nodes: readonly Node[], path: string): Node[] | undefined {
  for (const node of nodes) {
    if (node.path === path) return [node]
    const inner = node.children && branch(node.children, path)
    if (inner) return [node, ...inner]
  }
  return undefined
}

/**
 * The breadcrumb for the route at `path`: the branch of the route tree that leads to it.
 * An entry links only if it has a redirect other than 'noredirect'; `meta.breadcrumb: false` hides one.
 */
export function breadcrumbFor(routes: readonly AppRoute[], path: string): Crumb[] {
  return (branch(tree(routes), path) ?? [])
    .filter((node) => node.meta.breadcrumb !== false)
    .map((node) => ({
      path: node.path,
      meta: node.meta,
      ...(node.redirect && node.redirect !== 'noredirect' ? { link: node.redirect } : {}),
    }))
}
