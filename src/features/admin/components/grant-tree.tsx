import type { AdminMenuNode } from '../../../../contract/admin.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { toggleAction, toggleMenu, type GrantMap } from '../lib/grants.ts'
import { flattenTree } from '../lib/tree.ts'
import '../messages.ts'

/** Props of GrantTree. */
export interface GrantTreeProps {
  menus: readonly AdminMenuNode[]
  grants: GrantMap
  onChange: (next: GrantMap) => void
  /** Prefix of test ids: `<testId>-menu-<id>`, `<testId>-action-<id>-<action>`. */
  testId: string
}

const title = (menu: AdminMenuNode) => textOf(menu.title)

/** The menu tree with a checkbox per menu and, per menu, its actions from the menu's permission list. */
export function GrantTree({ menus, grants, onChange, testId }: GrantTreeProps) {
  const t = useT()
  return (
    // Styled without bullets, a list loses its list role in WebKit; the explicit role keeps it for VoiceOver.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className="qe-admin-tree" role="list">
      {flattenTree(menus).map(({ node, depth }) => (
        <li key={node.id} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
          <label>
            <input
              type="checkbox"
              checked={grants.has(node.id)}
              onChange={(e) => onChange(toggleMenu(grants, menus, node, e.target.checked))}
              data-testid={`${testId}-menu-${node.id}`}
            />
            {title(node)} <span className="qe-muted">{node.path}</span>
          </label>
          {node.permissionList.length > 0 && (
            <span
              className="qe-admin-actions-pick"
              role="group"
              aria-label={t('admin.role.actionsOf', { menu: title(node) })}
            >
              {node.permissionList.map((action) => (
                <label key={action}>
                  <input
                    type="checkbox"
                    checked={grants.get(node.id)?.includes(action) ?? false}
                    onChange={(e) => onChange(toggleAction(grants, menus, node, action, e.target.checked))}
                    data-testid={`${testId}-action-${node.id}-${action}`}
                  />
                  {t(`admin.action.${action}`)}
                </label>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
