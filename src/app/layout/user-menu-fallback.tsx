import { useStore } from '@nanostores/react'
import { LogoutButton } from '../../features/auth/components/logout-button.tsx'
import { $session } from '../../lib/stores/session.ts'
import type { UserMenuProps } from './slots.tsx'

/** Name and confirmed logout, shown until the user menu of features/auth is there. */
export function UserMenuFallback({ onLoggedOut }: UserMenuProps) {
  const { userInfo } = useStore($session)
  const name = String(userInfo?.nickname || userInfo?.username || '')
  return (
    <span className="qe-toolbar">
      <span data-testid="current-user">{name}</span>
      <LogoutButton onLoggedOut={onLoggedOut} />
    </span>
  )
}
