import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { clearStorage } from '../../../lib/storage.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'

/**
 * "Clear cache": after confirmation removes our stored entries (keeping the keep-list of lib/storage.ts),
 * which also ends the session, then hands over to the frame's logout.
 */
export function ClearCache({ onCleared }: { onCleared: () => void }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const confirm = () => {
    setOpen(false)
    clearStorage()
    onCleared()
  }
  return (
    <>
      <sl-button variant="danger" outline onClick={() => setOpen(true)} data-testid="clear-cache">
        {t('common.clearStorage')}
      </sl-button>
      <sl-dialog
        label={t('common.reminder')}
        open={open}
        onsl-after-hide={() => setOpen(false)}
        data-testid="clear-cache-dialog"
      >
        {t('settings.clearCacheMessage')}
        <DialogActions onCancel={() => setOpen(false)} onConfirm={confirm} testId="clear-cache-confirm" />
      </sl-dialog>
    </>
  )
}
