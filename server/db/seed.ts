import { eq } from 'drizzle-orm'
import type { RoleCode } from '../lib/auth.ts'
import { hashPassword } from '../lib/password.ts'
import { seedProcessLibraries } from '../services/process-library/seed.ts'
import { seedQuoteConfig } from '../services/quote-configs.ts'
import { findUserByUsername, insertUser, roleIdByCode } from '../services/users.ts'
import type { Db } from './client.ts'
import { menus, roleMenus, roles } from './schema.ts'
import { SEEDED_ROLES } from '../../contract/route-table.ts'
import enumsZhCN from '../../locales/enums/zh-CN.json'
import { SCREEN_TREE, type ScreenNode } from '../../contract/route-tree.ts'

/** Whether an admin may assign each seeded role (complete by its type). */
const SELECTABLE: Record<RoleCode, boolean> = {
  SuperAdministrator: false,
  Administrator: false,
  Auditor: true,
  Customer: false,
}
// Stored in the default language's words of the enum catalogue; screens label them per reader.
const ROLE_SEED = SEEDED_ROLES.map((code) => ({
  code,
  name: enumsZhCN.enums.roleName[code],
  selectable: SELECTABLE[code],
}))

interface DemoUser {
  username: string
  role: RoleCode
  nickName: string
  companyName?: string
  phoneNumber?: string
  parent?: string
}

/** Printed by start.mjs; `acme` is a customer company whose sub-accounts show sub-user-login. */
export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', role: 'SuperAdministrator', nickName: '系统管理员' },
  { username: 'subadmin', role: 'Administrator', nickName: '子管理员' },
  { username: 'auditor', role: 'Auditor', nickName: '核价工程师' },
  { username: 'customer', role: 'Customer', nickName: '演示客户', phoneNumber: '13800000001' },
  {
    username: 'acme',
    role: 'Customer',
    nickName: '华锐精密',
    companyName: '华锐精密机械有限公司',
    phoneNumber: '13800000002',
  },
  {
    username: 'acme-buyer',
    role: 'Customer',
    nickName: '采购 张工',
    companyName: '华锐精密机械有限公司',
    parent: 'acme',
  },
  {
    username: 'acme-engineer',
    role: 'Customer',
    nickName: '工艺 李工',
    companyName: '华锐精密机械有限公司',
    parent: 'acme',
  },
]

export async function seedRoles(db: Db) {
  await db.insert(roles).values(ROLE_SEED).onConflictDoNothing({ target: roles.code })
}

/**
 * Inserts the screens of the screen table that have no menu yet (by name) with their seeded role
 * grants; menus an admin has since edited are left alone, so restarting never undoes their changes.
 */
export async function seedMenus(db: Db) {
  const existing = new Set((await db.select({ name: menus.name }).from(menus)).map((m) => m.name))
  const roleRows = await db.select({ id: roles.id, code: roles.code }).from(roles)
  const roleIds = new Map(roleRows.map((r) => [r.code, r.id]))

  async function insert(screen: ScreenNode, parentId: number | null, sort: number) {
    let id: number
    if (existing.has(screen.name)) {
      const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.name, screen.name))
      id = row!.id
    } else {
      const [row] = await db
        .insert(menus)
        .values({
          parentId,
          path: screen.path,
          name: screen.name,
          redirect: screen.redirect ?? null,
          component: screen.component,
          sort,
          meta: screen.meta,
          permissionList: [...screen.actions],
        })
        .returning({ id: menus.id })
      id = row!.id
      const grantRows = Object.entries(screen.grants).map(([code, permissions]) => ({
        roleId: roleIds.get(code)!,
        menuId: id,
        permissions: [...permissions],
      }))
      if (grantRows.length > 0) await db.insert(roleMenus).values(grantRows).onConflictDoNothing()
    }
    for (const [index, child] of (screen.children ?? []).entries()) await insert(child, id, index)
  }

  for (const [index, screen] of SCREEN_TREE.entries()) await insert(screen, null, index)
}

/** Creates the demo accounts that are missing; existing accounts keep their passwords. */
export async function seedDemoUsers(db: Db, password: string) {
  for (const demo of DEMO_USERS) {
    if (await findUserByUsername(db, demo.username)) continue
    const parent = demo.parent ? await findUserByUsername(db, demo.parent) : undefined
    await insertUser(db, {
      username: demo.username,
      passwordHash: await hashPassword(password),
      roleId: await roleIdByCode(db, demo.role),
      nickName: demo.nickName,
      companyName: demo.companyName ?? '',
      phoneNumber: demo.phoneNumber ?? null,
      parentUserId: parent?.id ?? null,
    })
  }
}

export async function seed(db: Db, opts: { seedDemo: boolean; demoPassword: string }) {
  await seedRoles(db)
  await seedMenus(db)
  await seedQuoteConfig(db)
  await seedProcessLibraries(db)
  if (opts.seedDemo) await seedDemoUsers(db, opts.demoPassword)
}
