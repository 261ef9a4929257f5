import type { RouteMeta } from '../../../contract/routes.ts'

export type { RouteMeta }

/** What a route renders: the main layout ('#'), a pass-through parent ('##'), a registered view, or nothing. */
export type RouteComponent = { kind: 'layout' } | { kind: 'parent' } | { kind: 'view'; key: string } | { kind: 'none' }

/** A route record in a tree, with paths relative to the parent as the server sends them. */
export interface AppRoute {
  path: string
  name?: string
  redirect?: string
  meta: RouteMeta
  component: RouteComponent
  children?: AppRoute[]
}

/** A matched record of a table entry, outermost first (vue-router's `matched`, reduced). */
export interface MatchedRecord {
  path: string
  name?: string
  meta: RouteMeta
}

/** One routable path of the flat route table. */
export interface RouteEntry {
  /** Absolute path, matched exactly (strict). */
  path: string
  name?: string
  redirect?: string
  /** The matched records' meta merged outermost first, the innermost winning (as vue-router). */
  meta: RouteMeta
  /** Registry key of the page to show; undefined when the route only redirects or has no page. */
  view?: string
  /** Rendered inside the main layout (menus, tabs), or as a full page. */
  inLayout: boolean
  matched: MatchedRecord[]
}

export const LAYOUT: RouteComponent = { kind: 'layout' }
export const PARENT: RouteComponent = { kind: 'parent' }
/** A route rendering the registered view `key`. */
export const view = (key: string): RouteComponent => ({ kind: 'view', key })
