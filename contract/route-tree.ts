import { SCREENS, SEEDED_ROLES, type Grants, type Screen, type ScreenName, type SeededRole } from './route-table.ts'
import type { MenuMeta } from './routes.ts'
import { PERMISSION_ACTIONS, type PermissionAction } from './wire.ts'

/** A screen of the table with what follows from it: a menu row as seeded, plus its place in the tree. */
export interface ScreenNode {
  /** Relative to the parent, as the menu row stores it. */
  path: string
  fullPath: string
  name: ScreenName
  /** The parent screen's name; null at the top. */
  parent: ScreenName | null
  /** '#' main layout, '##' parent layout, or the view key. */
  component: string
  redirect?: string
  meta: MenuMeta
  actions: readonly PermissionAction[]
  /** The seeded grants, the parent's when the screen declares none. */
  grants: Grants
  /** Set when the client's own route maps limit the screen to the roles granted it. */
  roles?: readonly SeededRole[]
  children?: ScreenNode[]
}

/** Menu titles are i18n keys derived from the name: AiQuote → router.aiQuote. */
const titleKey = (name: string) => `router.${name.charAt(0).toLowerCase()}${name.slice(1)}`

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent}/${path}`)

/** A layout opens its first page, the first child's first page all the way down. */
function firstPage(screen: Screen, fullPath: string): string {
  const first = screen.children?.[0]
  return first ? firstPage(first, join(fullPath, first.path)) : fullPath
}

function node(screen: Screen, parent: ScreenNode | null): ScreenNode {
  const fullPath = join(parent?.fullPath ?? '', screen.path)
  const grants = screen.grants ?? parent?.grants ?? {}
  const layout = screen.children !== undefined || screen.redirect !== undefined
  const out: ScreenNode = {
    path: screen.path,
    fullPath,
    name: screen.name as ScreenName,
    parent: parent?.name ?? null,
    component: !layout ? fullPath.slice(1) : parent ? '##' : '#',
    meta: { title: titleKey(screen.name), ...screen.meta },
    actions: screen.actions ?? PERMISSION_ACTIONS,
    grants,
  }
  if (layout) out.redirect = screen.redirect ?? firstPage(screen, fullPath)
  if (screen.guardRoles) out.roles = SEEDED_ROLES.filter((role) => grants[role])
  if (screen.children) out.children = screen.children.map((child) => node(child, out))
  return out
}

/** The screens as a tree, in menu order. */
export const SCREEN_TREE: readonly ScreenNode[] = (SCREENS as readonly Screen[]).map((screen) => node(screen, null))

const flatten = (nodes: readonly ScreenNode[]): ScreenNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])])

/** Every screen, depth first. */
export const SCREEN_LIST: readonly ScreenNode[] = flatten(SCREEN_TREE)

/** The absolute path of each screen. */
export const SCREEN_PATHS = Object.fromEntries(SCREEN_LIST.map((s) => [s.name, s.fullPath])) as Readonly<
  Record<ScreenName, string>
>
