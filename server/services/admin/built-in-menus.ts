import { AppError } from '../../lib/errors.ts'
import { ADMIN_SCREENS } from '../../../contract/admin.ts'
import { SCREEN_LIST, type ScreenNode } from '../../../contract/route-tree.ts'

// A built-in menu (a screen of the screen table, which the seed makes) is a screen the server and
// the client find by its name: grants are checked on it, the seed recognises it by it, the views
// render its component. So its name, path, parent and component stay what the table gives it;
// titles, icons, order and switches remain editable.

const BUILT_IN: ReadonlyMap<string, ScreenNode> = new Map(SCREEN_LIST.map((screen) => [screen.name, screen]))

/** The names of the admin screens and of every menu above them: none may be deleted or disabled. */
export const PROTECTED_MENUS: ReadonlySet<string> = new Set(
  Object.values(ADMIN_SCREENS).flatMap((name) => {
    const chain: string[] = []
    for (let at: string | null | undefined = name; at; at = BUILT_IN.get(at)?.parent) chain.push(at)
    return chain
  }),
)

export interface MenuIdentity {
  name: string
  path: string
  component: string
  /** The parent menu's name, null at the top. */
  parent: string | null
}

/**
 * Refuses an edit that changes a built-in menu's identity. The edit is compared with the seed,
 * not with the stored row, so a menu changed before this rule existed can be put back.
 */
export function assertBuiltInKept(before: string, after: MenuIdentity) {
  const seed = BUILT_IN.get(before)
  if (!seed) return
  if (
    after.name !== before ||
    after.path !== seed.path ||
    after.component !== seed.component ||
    after.parent !== seed.parent
  )
    throw new AppError(409, 'admin.menuBuiltIn', { name: before })
}
