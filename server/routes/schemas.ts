import { z } from 'zod'

/** Shared request and response schemas (they also document the API at /api/docs). */

export const phoneNumber = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'Mainland China mobile number')
  .describe('Mainland China mobile number, 11 digits')

export const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/)
  .describe('3–32 characters: letters, digits and _ . @ -')

export const password = z.string().min(1).max(64).describe('8–64 characters with letters and digits')
export const smsCode = z.string().trim().min(4).max(8).describe('The code sent by v2/sendsms')
export const rememberMe = z.boolean().default(false).describe('Longer-lived token (30 days instead of 12 hours)')
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647)
export const recordName = z.string().trim().min(1).max(100).describe('1–100 characters, stored and returned verbatim')

export const userInfo = z
  .object({
    id: z.number().int(),
    username: z.string(),
    nickName: z.string(),
    realName: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string(),
    companyName: z.string(),
    avatarUrl: z.string().nullable().describe('Relative to the API base, e.g. /api/uploads/avatars/….png'),
    roleId: z.number().int(),
    role: z.string().describe('SuperAdministrator | Administrator | Auditor | Customer'),
    roleName: z.string(),
    parentUserId: z.number().int().nullable().describe('The company main account of a sub-account'),
    isSubUser: z.boolean(),
    createdAt: z.string(),
  })
  .describe('User info; never includes the password hash')

export const session = z.object({
  token: z.string().describe('Send back as `<token header>: Bearer <token>`'),
  expiresAt: z.string(),
  userInfo,
})

const routeMeta = z
  .object({
    title: z.string().optional().describe('i18n key router.<camelName>'),
    icon: z.string().optional(),
    hidden: z.boolean().optional(),
    canTo: z.boolean().optional(),
    alwaysShow: z.boolean().optional(),
    roles: z.array(z.string()),
    permission: z.array(z.string()).describe('Granted actions: add, edit, delete, view'),
    activeMenu: z.string().optional(),
    parentTitle: z.string().optional(),
    noTagsView: z.boolean().optional(),
    noCache: z.boolean().optional(),
    affix: z.boolean().optional(),
    followRoute: z.string().optional(),
    process: z.boolean().optional(),
  })
  .passthrough()

export interface RoleRouteShape {
  path: string
  name: string
  redirect?: string | undefined
  component: string
  meta: z.infer<typeof routeMeta>
  children?: RoleRouteShape[] | undefined
}

export const roleRoute: z.ZodType<RoleRouteShape> = z.object({
  path: z.string(),
  name: z.string(),
  redirect: z.string().optional(),
  component: z.string().describe("'#' main layout, '##' parent layout, or the view key"),
  meta: routeMeta,
  get children() {
    return z.array(roleRoute).optional()
  },
})

export const currentUser = z.object({
  userInfo,
  roleId: z.number().int(),
  role: z.string(),
  roleRouters: z.array(roleRoute),
})

export const chatRecordRow = z.object({
  id: z.number().int(),
  name: z.string().describe("May be empty; the client shows '暂无名称'"),
  updateTime: z.string().describe('ISO 8601'),
})

export const autoProcessRecordRow = chatRecordRow.extend({
  dispatchId: z.string().nullable(),
})
