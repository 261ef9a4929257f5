import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $configDetail, loadConfigDetail } from '../stores/config-detail.ts'
import { hasUnsavedChanges } from '../stores/section-edit.ts'
import { ForbiddenNotice } from './forbidden-notice.tsx'
import { SectionEditor } from './section-editor.tsx'
import { SectionNav } from './section-nav.tsx'
import '../styles.ts'
// Machine kinds name the rows of the lead-time section's hours per machine kind.
import '../../../lib/i18n/enum-messages.ts'
import { SeededText } from '../../../lib/i18n/seeded-text.tsx'
import '../../../lib/i18n/config-messages.ts'

/** Props of ConfigDetailView. */
export interface ConfigDetailViewProps {
  /** The configuration id from `?id=`. */
  id: string
  /** Back to the manage screen. */
  onBack: () => void
  /** Whether the role may save sections (the configuration screen's `edit` grant). */
  canEdit: boolean
}

/** /quote-config/detail: the six sections of one configuration, each saved as a new version. */
export function ConfigDetailView({ id, onBack, canEdit }: ConfigDetailViewProps) {
  const t = useT()
  const state = useStore($configDetail)
  useEffect(() => {
    if (id) void loadConfigDetail(id)
  }, [id])
  // Closing or reloading the tab with unsaved changes asks the browser's own question.
  useEffect(() => {
    const guard = (e: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) e.preventDefault()
    }
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [])

  // Without an id the section buttons still show, so the tour has its targets.
  if (!id)
    return (
      <main className="qe-page qe-qc-detail" data-testid="quote-config-detail">
        <p className="qe-muted">{t('quoteConfig.noId')}</p>
        <SectionNav />
      </main>
    )
  if (state.status === 'error')
    return state.forbidden ? (
      <ForbiddenNotice />
    ) : (
      <div className="qe-page qe-center" role="alert" data-testid="qc-detail-error">
        <p className="qe-error">{state.message}</p>
        <sl-button onClick={() => void loadConfigDetail(id)}>{t('common.retry')}</sl-button>
      </div>
    )
  const detail = state.detail
  return (
    <main className="qe-page qe-qc-detail" data-testid="quote-config-detail">
      <header className="qe-toolbar qe-qc-head">
        <sl-button size="small" onClick={onBack}>
          {t('common.back')}
        </sl-button>
        <h1 className="qe-title">
          {detail ? <SeededText kind="seededConfig" name="name" stored={detail.name} /> : t('common.loading')}
        </h1>
        {detail && (
          <span className="qe-muted" data-testid="qc-version">
            {t('quoteConfig.versionLabel', { version: detail.version.version })}
            {state.previous ? ` · ${t('quoteConfig.comparedWith', { version: state.previous.version })}` : ''}
          </span>
        )}
      </header>
      <SectionNav />
      {state.status === 'loading' || !detail ? (
        <div className="qe-center" aria-busy="true">
          <sl-spinner />
        </div>
      ) : (
        <SectionEditor canEdit={canEdit} />
      )}
    </main>
  )
}
