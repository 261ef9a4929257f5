import { z } from 'zod'
import { PERMISSION_ACTIONS } from './wire.ts'

// Role routes as the server sends them and the client turns into its route table; the screens
// themselves, and what each role is seeded with, are the screen table (route-table.ts).

export const permissionAction = z.enum(PERMISSION_ACTIONS)

/** Meta switches stored on a menu; every flag defaults to false or unset. */
export const menuMeta = z.object({
  title: z.string().optional().describe('An i18n key (router.aiQuote) or a literal title'),
  titleEn: z.string().optional().describe('The English title of a literal title (menus made in the menu editor)'),
  icon: z.string().optional().describe('A Shoelace icon name, or vi-<set>:<name>'),
  hidden: z.boolean().optional().describe('Left out of menus'),
  canTo: z.boolean().optional().describe('Routable although hidden'),
  alwaysShow: z.boolean().optional().describe('A submenu even with a single child'),
  activeMenu: z.string().optional().describe("Menu path highlighted instead of the route's own"),
  parentTitle: z.string().optional().describe('Title of the menu entry a hidden page belongs to'),
  noTagsView: z.boolean().optional().describe('Never becomes a tab'),
  noCache: z.boolean().optional().describe('Not kept mounted when another tab is shown'),
  affix: z.boolean().optional().describe('Pinned tab'),
  followRoute: z.string().optional().describe('Front-end filter only: included when a key equals this value'),
  process: z.boolean().optional().describe('The side menu lists process chats (true) or quote chats'),
  breadcrumb: z.boolean().optional().describe('false leaves the route out of the breadcrumb'),
})

/** Route meta on the wire: the menu's switches plus what the caller's role is granted. */
export const routeMeta = menuMeta.extend({
  roles: z.array(z.string()).describe('Roles that may open the route'),
  permission: z.array(permissionAction).describe('Granted actions: add, edit, delete, view'),
})

/** A route record as the server sends it: paths relative to the parent, children nested. */
export interface RoleRoute {
  path: string
  name: string
  redirect?: string | undefined
  component: string
  meta: z.infer<typeof routeMeta>
  children?: RoleRoute[] | undefined
}

export const roleRoute: z.ZodType<RoleRoute> = z.object({
  path: z.string(),
  name: z.string(),
  redirect: z.string().optional(),
  component: z.string().describe("'#' main layout, '##' parent layout, or the view key"),
  meta: routeMeta,
  get children() {
    return z.array(roleRoute).optional()
  },
})

export type MenuMeta = z.infer<typeof menuMeta>
/** Meta as the client reads it: a route of another server may leave out roles and permissions. */
export type RouteMeta = Partial<z.infer<typeof routeMeta>>
