import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { roles, users } from '../db/schema.ts'
import type { UserInfo } from '../../contract/account.ts'

const AVATAR_URL_PREFIX = '/api/uploads/avatars/'

const userColumns = {
  id: users.id,
  username: users.username,
  passwordHash: users.passwordHash,
  nickName: users.nickName,
  realName: users.realName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  companyName: users.companyName,
  avatarFile: users.avatarFile,
  roleId: users.roleId,
  role: roles.code,
  roleName: roles.name,
  parentUserId: users.parentUserId,
  status: users.status,
  createdAt: users.createdAt,
}

export type UserRow = Awaited<ReturnType<typeof findUserById>> & {}

function selectUsers(db: Db) {
  return db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId))
}

export async function findUserById(db: Db, id: number) {
  const [row] = await selectUsers(db).where(eq(users.id, id)).limit(1)
  return row
}

/** Usernames are unique regardless of case, matching the lower(username) index. */
export async function findUserByUsername(db: Db, username: string) {
  const [row] = await selectUsers(db)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1)
  return row
}

export async function findUserByPhone(db: Db, phoneNumber: string) {
  const [row] = await selectUsers(db).where(eq(users.phoneNumber, phoneNumber)).limit(1)
  return row
}

export function toUserInfo(row: NonNullable<UserRow>): UserInfo {
  return {
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    realName: row.realName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    companyName: row.companyName,
    avatarUrl: row.avatarFile ? AVATAR_URL_PREFIX + row.avatarFile : null,
    roleId: row.roleId,
    role: row.role,
    roleName: row.roleName,
    parentUserId: row.parentUserId,
    isSubUser: row.parentUserId !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function roleIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1)
  if (!row) throw new Error(`role ${code} is not seeded`)
  return row.id
}

export interface NewUser {
  username: string
  passwordHash: string
  roleId: number
  nickName?: string
  realName?: string
  phoneNumber?: string | null
  email?: string
  companyName?: string
  parentUserId?: number | null
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}
