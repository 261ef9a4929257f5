// The wire shapes every route shares without zod, so the client's first load can use
// them; envelope.ts builds the schemas from the same constants.

/** The code of a successful answer; the client also accepts the string "success" from other servers. */
export const SUCCESS_CODE = 200 as const

/** The answer shape of every call. */
export interface Envelope<T = unknown> {
  success: boolean
  code: number | string
  msg: string
  data: T
  extraInfo?: unknown
}

/** A paged list as every list route answers it. */
export interface Paged<T> {
  rows: T[]
  pageIndex: number
  pageSize: number
  totalCount: number
  totalPages: number
  hasPreviousPage: boolean
  hasNextPage: boolean
}

/** Largest page a list route serves; the client's page-size choices stay within it. */
export const MAX_PAGE_SIZE = 100

/** Lists are paged from 1; the side menu's chat history loads 20 per page. */
export const DEFAULT_PAGE_SIZE = 20

/** Longest search keyword a list route accepts. */
export const KEYWORD_MAX = 100

/** A page of `rows` with the derived fields, as the server builds it. */
export function paged<T>(rows: T[], pageIndex: number, pageSize: number, totalCount: number): Paged<T> {
  const totalPages = Math.ceil(totalCount / pageSize)
  return {
    rows,
    pageIndex,
    pageSize,
    totalCount,
    totalPages,
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex < totalPages,
  }
}

/** Action permissions a role holds on a menu (a route's `meta.permission`). */
export const PERMISSION_ACTIONS = ['add', 'edit', 'delete', 'view'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** Route `component` markers: the main layout, and a pass-through parent ('##' for a nested directory). */
export const LAYOUT_MARKER = '#'
export const PARENT_MARKER = '##'
