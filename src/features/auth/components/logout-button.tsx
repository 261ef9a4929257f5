import { lazy, Suspense, useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'

const LogoutDialog = lazy(() => import('./logout-dialog.tsx').then((m) => ({ default: m.LogoutDialog })))

/** A plain logout button with the SPEC §4 confirmation, for places without the user menu. */
export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <sl-button size="small" onClick={() => setOpen(true)} data-testid="logout">
        {t('login.logout')}
      </sl-button>
      {open && (
        <Suspense fallback={null}>
          <LogoutDialog open onClose={() => setOpen(false)} onLoggedOut={onLoggedOut} />
        </Suspense>
      )}
    </>
  )
}
