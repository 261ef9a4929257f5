import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $actionError, $busy, $failedAction } from '../stores/busy.ts'
import { $dirty } from '../stores/draft.ts'
import { $dispatchId, dispatchLatest } from '../stores/dispatch.ts'
import { $signOffs } from '../stores/sign-offs.ts'

/**
 * 下发: a dispatch number and a confirmation; the latest saved version goes to production and
 * becomes read-only. Unsaved edits must be saved (or reverted) first, and a route with errors
 * cannot go, nor one not yet signed 审核: the button stays off and says why beside it. A refusal is said beside it too, where
 * the user is, not above the record.
 */
export function DispatchForm({ version, errors }: { version: number; errors: number }) {
  const t = useT()
  const value = useStore($dispatchId)
  const busy = useStore($busy)
  const dirty = useStore($dirty)
  const failed = useStore($failedAction)
  const actionError = useStore($actionError)
  const [confirming, setConfirming] = useState(false)
  const signOffs = useStore($signOffs)
  const blocked = !dirty && errors > 0
  // The sign-off the version on screen still waits for, if any.
  const unsigned =
    signOffs.status === 'ready' && signOffs.value.version === version ? signOffs.value.dispatchBlocked : null
  function submit(e: FormEvent) {
    e.preventDefault()
    if (value.trim() !== '' && !blocked && !unsigned) setConfirming(true)
  }
  return (
    <form className="qe-row qe-pa-dispatch qe-pa-screen-only" onSubmit={submit} data-testid="pa-dispatch">
      <label className="qe-pa-field is-inline">
        <span>{t('processAssistant.dispatch.number')}</span>
        <input
          className="qe-native-input"
          value={value}
          required
          onChange={(e) => $dispatchId.set(e.target.value)}
          data-testid="pa-dispatch-id"
        />
      </label>
      <sl-button
        type="submit"
        size="small"
        variant="success"
        disabled={busy !== null || dirty || blocked || unsigned !== null || value.trim() === ''}
        loading={busy === 'dispatch'}
        data-testid="pa-dispatch-submit"
      >
        {t('processAssistant.dispatch.submit')}
      </sl-button>
      {dirty && <span className="qe-muted qe-small">{t('processAssistant.dispatch.saveFirst')}</span>}
      {blocked && (
        <span className="qe-pa-warning qe-small" role="status" data-testid="pa-dispatch-blocked">
          {t('processAssistant.dispatch.blocked', { count: errors })}
        </span>
      )}
      {!dirty && !blocked && unsigned && (
        <span className="qe-pa-warning qe-small" role="status" data-testid="pa-dispatch-unsigned">
          {t(`processAssistant.dispatch.unsigned.${unsigned}`, { version })}
        </span>
      )}
      {failed === 'dispatch' && actionError && (
        <span className="qe-pa-alert qe-small" role="alert" data-testid="pa-dispatch-error">
          {actionError}
        </span>
      )}
      {confirming && (
        <ConfirmDialog
          message={t('processAssistant.dispatch.confirm', { version, id: value.trim() })}
          confirmLabel={t('processAssistant.dispatch.submit')}
          onConfirm={async () => {
            // Closed either way: a refusal is shown beside the button in the server's words.
            await dispatchLatest()
            return true
          }}
          onClose={() => setConfirming(false)}
          testId="pa-dispatch"
        />
      )}
    </form>
  )
}
