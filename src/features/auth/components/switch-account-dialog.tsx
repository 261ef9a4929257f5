import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js'
import '@shoelace-style/shoelace/dist/components/radio/radio.js'
import { showToast } from '../../../lib/api/toast.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { $mainAccount, $subUsers, mainAccountName, returnToMainAccount, switchToSubUser } from '../stores/acting-as.ts'
import { $authBusy } from '../stores/login.ts'

/** Props of SwitchAccountDialog. */
export interface SwitchAccountDialogProps {
  onClose: () => void
  /** Called once the session is another user's (the frame closes the previous user's tabs). */
  onSwitched: () => void
}

const display = (u: Record<string, unknown> | undefined) => String(u?.nickName || u?.username || '')

/**
 * Confirms a switch of the signed-in user: from a company main account to one of its sub-accounts
 * (picked here), or back to the main account when acting as one. Says what happens to open screens.
 */
export function SwitchAccountDialog({ onClose, onSwitched }: SwitchAccountDialogProps) {
  const t = useT()
  const busy = useStore($authBusy)
  const subUsers = useStore($subUsers)
  const main = useStore($mainAccount)
  const [picked, setPicked] = useState(subUsers[0]?.id ?? 0)
  const back = main !== null
  const mainName = mainAccountName()

  async function confirm() {
    const ok = back ? await returnToMainAccount() : await switchToSubUser(picked)
    if (!ok) return
    showToast('success', t('personal.switched', { name: display($session.get().userInfo) }))
    onClose()
    onSwitched()
  }

  return (
    <sl-dialog
      label={t(back ? 'personal.backToMainTitle' : 'personal.switchTitle')}
      open
      onsl-after-hide={onClose}
      data-testid="switch-account-dialog"
    >
      {back ? (
        <p>{t('personal.backToMainMessage', { name: mainName })}</p>
      ) : (
        <sl-radio-group
          label={t('personal.switchPick')}
          value={String(picked)}
          onsl-change={(e: Event) => setPicked(Number((e.target as HTMLInputElement).value))}
          data-testid="switch-account-pick"
        >
          {subUsers.map((u) => (
            <sl-radio key={u.id} value={String(u.id)} data-testid={`switch-account-${u.username}`}>
              {u.nickName ? `${u.nickName} (${u.username})` : u.username}
            </sl-radio>
          ))}
        </sl-radio-group>
      )}
      <p className="qe-muted">{t('personal.switchTabsNote')}</p>
      <DialogActions
        onCancel={onClose}
        onConfirm={() => void confirm()}
        confirmLabel={t(back ? 'personal.backToMain' : 'personal.switchButton', { name: mainName })}
        busy={busy}
        disabled={!back && !picked}
        testId="switch-account-confirm"
        cancelTestId="switch-account-cancel"
      />
    </sl-dialog>
  )
}
