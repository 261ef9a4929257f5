import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { AdminMenuNode, PermissionMatrix } from '../../../../contract/admin.ts'
import { LoadState } from '../../../lib/data-table/table-state.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { textOf } from '../../../lib/i18n/index.ts'
import { menuFullPaths } from '../lib/menu-paths.ts'
import { flattenTree } from '../lib/tree.ts'
import type { GrantMap } from '../lib/grants.ts'
import { $permissions, loadPermissions, savePermissions, setAction, setVisible } from '../stores/permission-matrix.ts'
import '../messages.ts'
import '../styles.ts'
import { roleName } from '../lib/role-name.ts'

type Role = PermissionMatrix['roles'][number]

/** One role's grants on one menu: shown or not, and each action the menu offers. */
function Cell({ role, menu, path, grants }: { role: Role; menu: AdminMenuNode; path: string; grants: GrantMap }) {
  const t = useT()
  const menuTitle = textOf(menu.title)
  const held = grants.get(menu.id)
  return (
    <td data-testid="permission-cell" data-role={role.code} data-menu={path}>
      <label className="qe-admin-perm">
        <input
          type="checkbox"
          checked={held !== undefined}
          disabled={!role.editable}
          onChange={(e) => setVisible(role.id, menu, e.target.checked)}
          aria-label={t('admin.permission.visibleOf', { role: roleName(role), menu: menuTitle })}
          data-testid="permission-visible"
        />
        {t('admin.permission.visible')}
      </label>
      {menu.permissionList.map((action) => (
        <label key={action} className="qe-admin-perm">
          <input
            type="checkbox"
            checked={held?.includes(action) ?? false}
            disabled={!role.editable}
            onChange={(e) => setAction(role.id, menu, action, e.target.checked)}
            aria-label={t('admin.permission.actionOf', {
              role: roleName(role),
              menu: menuTitle,
              action: t(`admin.action.${action}`),
            })}
            data-testid={`permission-${action}`}
          />
          {t(`admin.action.${action}`)}
        </label>
      ))}
    </td>
  )
}

/** Permission management (SuperAdministrator only): every role × menu × action, edited in one place. */
export function PermissionMatrixView() {
  const t = useT()
  const state = useStore($permissions)
  useEffect(() => void loadPermissions(), [])
  if (state.status !== 'loaded')
    return (
      <main className="qe-page qe-admin" data-testid="admin-permissions">
        <h1 className="qe-title">{t('admin.permission.title')}</h1>
        <LoadState state={state} onRetry={() => void loadPermissions()} testId="permissions" />
      </main>
    )
  const { matrix, drafts, changed, saving } = state
  const paths = menuFullPaths(matrix.menus)
  return (
    <main className="qe-page qe-admin" data-testid="admin-permissions">
      <h1 className="qe-title">{t('admin.permission.title')}</h1>
      <div className="qe-toolbar qe-admin-bar">
        <p className="qe-muted" role="status">
          {changed.size > 0 ? t('admin.permission.unsaved', { count: changed.size }) : t('admin.permission.hint')}
        </p>
        <sl-button
          size="small"
          disabled={changed.size === 0 || saving}
          onClick={() => void loadPermissions()}
          data-testid="permission-reset"
        >
          {t('admin.permission.reset')}
        </sl-button>
        <sl-button
          size="small"
          variant="primary"
          disabled={changed.size === 0}
          loading={saving}
          onClick={() => void savePermissions()}
          data-testid="permission-save"
        >
          {t('admin.permission.save')}
        </sl-button>
      </div>
      <div className="qe-data-table-scroll">
        <table className="qe-data-table-grid qe-admin-matrix" aria-label={t('admin.permission.title')}>
          <thead>
            <tr>
              <th scope="col">{t('admin.permission.menu')}</th>
              {matrix.roles.map((role) => (
                <th key={role.id} scope="col">
                  {roleName(role)}
                  {!role.editable && <span className="qe-muted qe-small"> · {t('admin.permission.fixed')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {flattenTree(matrix.menus).map(({ node, depth }) => (
              <tr key={node.id}>
                <th scope="row" className={`qe-admin-depth-${Math.min(depth, 4)}`}>
                  {textOf(node.title)} <span className="qe-muted qe-small">{paths.get(node.id)}</span>
                </th>
                {matrix.roles.map((role) => (
                  <Cell
                    key={role.id}
                    role={role}
                    menu={node}
                    path={paths.get(node.id) ?? node.path}
                    grants={drafts.get(role.id) ?? new Map()}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  )
}
