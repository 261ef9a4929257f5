import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { UserFilters as Filters } from '../api/get-users.ts'
import { userList } from '../stores/user-list.ts'
import { $userOptions } from '../stores/user-options.ts'
import { DepartmentOptions } from './department-options.tsx'
import '../messages.ts'
import { roleName } from '../lib/role-name.ts'

/** The user list's filters by an id; each select's label, its "any" choice and its test id. */
const FILTERS = {
  roleId: { label: 'admin.user.role', any: 'admin.user.anyRole', testId: 'admin-user-filter-role' },
  departmentId: {
    label: 'admin.user.department',
    any: 'admin.user.anyDepartment',
    testId: 'admin-user-filter-department',
  },
} as const satisfies Record<string, { label: MessageKey; any: MessageKey; testId: string }>

/** One filter of the user list: "any" ('') first, then the choices; applies on change. */
function Filter({ name, children }: { name: keyof typeof FILTERS & keyof Filters; children: ReactNode }) {
  const t = useT()
  const { filters } = useStore(userList.$state)
  const { label, any, testId } = FILTERS[name]
  return (
    <select
      aria-label={t(label)}
      value={filters[name]}
      onChange={(e) => void userList.setFilters({ [name]: e.target.value })}
      data-testid={testId}
    >
      <option value="">{t(any)}</option>
      {children}
    </select>
  )
}

/** The user list's role and department filters (the choices the server offers this admin). */
export function UserFilters() {
  const options = useStore($userOptions)
  return (
    <>
      <Filter name="roleId">
        {options?.roles.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {roleName(r)}
          </option>
        ))}
      </Filter>
      <Filter name="departmentId">
        <DepartmentOptions tree={options?.departments ?? []} />
      </Filter>
    </>
  )
}
