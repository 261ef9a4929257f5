import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { SectionName } from '../api/types.ts'
import { SECTIONS } from '../lib/sections.ts'
import { $configDetail } from '../stores/config-detail.ts'
import { hasUnsavedChanges, openSection } from '../stores/section-edit.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'
import '../../../lib/i18n/config-messages.ts'

/**
 * The six section buttons (the tour's targets). Leaving a section with unsaved changes asks
 * first, so a half-edited price table is never dropped silently.
 */
export function SectionNav() {
  const t = useT()
  const current = useStore($configDetail).section
  const [pending, setPending] = useState<SectionName | null>(null)
  const go = (name: SectionName) => {
    if (name === current) return
    if (hasUnsavedChanges()) setPending(name)
    else openSection(name)
  }
  return (
    <nav className="qe-qc-nav" aria-label={t('quoteConfig.sections')}>
      {SECTIONS.map((s, i) => (
        <button
          key={s.name}
          type="button"
          className="qe-qc-nav-item"
          aria-current={s.name === current ? 'step' : undefined}
          data-tour={s.tour}
          data-testid={`qc-nav-${s.name}`}
          onClick={() => go(s.name)}
        >
          {i + 1}. {t(`quoteConfig.section.${s.name}`)}
        </button>
      ))}
      {pending && (
        <sl-dialog
          label={t('common.reminder')}
          open
          onsl-after-hide={() => setPending(null)}
          data-testid="qc-leave-dialog"
        >
          {t('quoteConfig.leaveConfirm')}
          <DialogActions
            onCancel={() => setPending(null)}
            onConfirm={() => {
              openSection(pending, true)
              setPending(null)
            }}
            variant="danger"
            testId="qc-leave-confirm"
            cancelLabel={t('quoteConfig.stay')}
            confirmLabel={t('quoteConfig.leave')}
          />
        </sl-dialog>
      )}
    </nav>
  )
}
