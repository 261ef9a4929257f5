import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $busy } from '../stores/busy.ts'
import { downloadCardFile } from '../stores/card.ts'
import { replanRoute } from '../stores/command.ts'
import { $check, $dirty, $draft, revertDraft } from '../stores/draft.ts'
import { saveDraft } from '../stores/save.ts'

/** Props of CardToolbar. */
export interface CardToolbarProps {
  /** The version shown, for the download. */
  version: number
  /** A dispatched or older version: no save, revert or re-plan. */
  readOnly: boolean
}

/**
 * Save (a new version), revert, the unsaved-changes mark, re-plan, XLSX and PDF download and print. Throwing
 * unsaved edits away (revert, or a re-plan over them) is confirmed first.
 */
export function CardToolbar({ version, readOnly }: CardToolbarProps) {
  const t = useT()
  const busy = useStore($busy)
  const dirty = useStore($dirty)
  const draft = useStore($draft)
  const check = useStore($check)
  const [confirming, setConfirming] = useState<'revert' | 'replan' | null>(null)
  const errors = check.status === 'ready' && check.check.issues.some((i) => i.severity === 'error')
  return (
    <div className="qe-row qe-pa-toolbar qe-pa-screen-only" data-testid="pa-toolbar">
      {!readOnly && (
        <>
          <span className={`qe-small${dirty ? ' qe-pa-warning' : ' qe-muted'}`} role="status" data-testid="pa-dirty">
            {dirty ? t('processAssistant.card.unsaved') : t('processAssistant.card.saved', { version })}
          </span>
          <sl-button
            variant="primary"
            size="small"
            loading={busy === 'save'}
            disabled={!dirty || busy !== null || draft?.operations.length === 0}
            title={errors ? t('processAssistant.card.saveWithErrors') : undefined}
            onClick={() => void saveDraft()}
            data-testid="pa-save"
          >
            {t('processAssistant.card.save')}
          </sl-button>
          <sl-button
            size="small"
            disabled={!dirty || busy !== null}
            onClick={() => setConfirming('revert')}
            data-testid="pa-revert"
          >
            {t('processAssistant.card.revert')}
          </sl-button>
          <sl-button
            size="small"
            loading={busy === 'replan'}
            disabled={busy !== null}
            onClick={() => (dirty ? setConfirming('replan') : void replanRoute())}
            data-testid="pa-replan"
          >
            {t('processAssistant.card.replan')}
          </sl-button>
        </>
      )}
      <sl-button
        size="small"
        loading={busy === 'download'}
        disabled={busy !== null}
        onClick={() => void downloadCardFile(version)}
        data-testid="pa-download"
      >
        {t('processAssistant.card.download')}
      </sl-button>
      <sl-button
        size="small"
        loading={busy === 'downloadPdf'}
        disabled={busy !== null}
        onClick={() => void downloadCardFile(version, 'pdf')}
        data-testid="pa-download-pdf"
      >
        {t('processAssistant.card.downloadPdf')}
      </sl-button>
      <sl-button size="small" onClick={() => window.print()} data-testid="pa-print">
        {t('processAssistant.card.print')}
      </sl-button>
      {confirming && (
        <ConfirmDialog
          message={t(`processAssistant.card.confirm.${confirming}`)}
          confirmLabel={t(`processAssistant.card.${confirming}`)}
          onConfirm={async () => {
            if (confirming === 'revert') revertDraft()
            else void replanRoute()
            return true
          }}
          onClose={() => setConfirming(null)}
          testId={`pa-${confirming}`}
        />
      )}
    </div>
  )
}
