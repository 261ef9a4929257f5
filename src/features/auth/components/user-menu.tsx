import { lazy, Suspense, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/avatar/avatar.js'
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'
import '@shoelace-style/shoelace/dist/components/menu/menu.js'
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { $config } from '../../../lib/config.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { resolveAvatarUrl } from '../../../lib/forms/avatar-url.ts'
import { paths } from '../../../lib/paths.ts'
import { $mainAccount, $subUsers, loadSubUsers, mainAccountName } from '../stores/acting-as.ts'
import '../styles.ts'

// The confirmation dialog is needed only once someone logs out: keep it out of the layout's load.
const LogoutDialog = lazy(() => import('./logout-dialog.tsx').then((m) => ({ default: m.LogoutDialog })))
const SwitchAccountDialog = lazy(() =>
  import('./switch-account-dialog.tsx').then((m) => ({ default: m.SwitchAccountDialog })),
)

/** Where the personal center lives; the layout navigates there. */

/** Props of UserMenu. */
export interface UserMenuProps {
  /** Navigates inside the app (the personal center). */
  onNavigate: (path: string) => void
  /** Called after a confirmed, successful logout; the session is already reset. */
  onLoggedOut: () => void
  /** Called once the session is another user's (a company main account and its sub-account). */
  onSwitched: () => void
}

/** The header's user entry: avatar and name, with personal center and logout in a dropdown. */
export function UserMenu({ onNavigate, onLoggedOut, onSwitched }: UserMenuProps) {
  const t = useT()
  const { token, userInfo, avatarUrl } = useStore($session)
  const { apiBase } = useStore($config)
  const subUsers = useStore($subUsers)
  const main = useStore($mainAccount)
  const [confirming, setConfirming] = useState(false)
  const [switching, setSwitching] = useState(false)
  useEffect(() => void loadSubUsers(), [token])
  const name = String(userInfo?.nickName || userInfo?.username || '')
  const image = resolveAvatarUrl(avatarUrl, apiBase)

  function select(e: CustomEvent<{ item: { value: string } }>) {
    if (e.detail.item.value === 'personal') onNavigate(paths.personalCenter)
    if (e.detail.item.value === 'logout') setConfirming(true)
    if (e.detail.item.value === 'switch') setSwitching(true)
  }

  return (
    <>
      <sl-dropdown placement="bottom-end" data-testid="user-menu">
        <button
          type="button"
          slot="trigger"
          className="qe-user-trigger"
          // The name begins with the visible user name, so speech input ("click admin") finds it.
          aria-label={t('personal.menu', { name })}
          data-testid="user-menu-trigger"
        >
          <sl-avatar
            image={image}
            label={name}
            className="qe-user-avatar"
            aria-hidden="true"
            data-testid="user-avatar"
          />
          <span className="qe-user-name" data-testid="current-user" translate="no">
            {name}
          </span>
        </button>
        <sl-menu onsl-select={select as (e: CustomEvent) => void}>
          <sl-menu-item value="personal" data-testid="user-menu-personal">
            <sl-icon slot="prefix" name="person-circle" />
            {t('router.personalCenter')}
          </sl-menu-item>
          {(main !== null || subUsers.length > 0) && (
            <sl-menu-item value="switch" data-testid="user-menu-switch">
              <sl-icon slot="prefix" name="people" />
              {main ? t('personal.backToMain', { name: mainAccountName() }) : t('personal.switchToSub')}
            </sl-menu-item>
          )}
          <sl-menu-item value="logout" data-testid="logout">
            <sl-icon slot="prefix" name="box-arrow-right" />
            {t('login.logout')}
          </sl-menu-item>
        </sl-menu>
      </sl-dropdown>
      {confirming && (
        <Suspense fallback={null}>
          <LogoutDialog open={confirming} onClose={() => setConfirming(false)} onLoggedOut={onLoggedOut} />
        </Suspense>
      )}
      {switching && (
        <Suspense fallback={null}>
          <SwitchAccountDialog onClose={() => setSwitching(false)} onSwitched={onSwitched} />
        </Suspense>
      )}
    </>
  )
}
