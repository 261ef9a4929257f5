import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/alert/alert.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import type { FormEvent } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SECTION_FIELDS } from '../lib/sections.ts'
import { $configDetail, previousDraft } from '../stores/config-detail.ts'
import { currentDraft, hasUnsavedChanges, openSection, saveSection, updateDraft } from '../stores/section-edit.ts'
import { SectionFields } from './section-fields.tsx'
import '../../../lib/i18n/config-messages.ts'

/**
 * The open section's form: its fields, the server's refusal if any, save and discard; without
 * the `edit` grant the section is shown to read, with no save.
 */
export function SectionEditor({ canEdit }: { canEdit: boolean }) {
  const t = useT()
  const state = useStore($configDetail)
  const name = state.section
  const draft = currentDraft(name)
  if (!draft) return null
  const dirty = hasUnsavedChanges(name)
  const errorCount = Object.keys(state.errors).length

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (canEdit) await saveSection()
  }

  return (
    <form
      className="qe-card qe-qc-section"
      onSubmit={submit}
      noValidate
      aria-labelledby="qe-qc-section-title"
      data-testid={`qc-section-${name}`}
    >
      <h2 className="qe-subtitle" id="qe-qc-section-title">
        {t(`quoteConfig.section.${name}`)}
      </h2>
      <p className="qe-muted">{t(`quoteConfig.sectionHint.${name}`)}</p>
      {!canEdit && (
        <p className="qe-muted" role="note" data-testid="qc-read-only">
          {t('quoteConfig.readOnly')}
        </p>
      )}
      <SectionFields
        fields={SECTION_FIELDS[name]}
        draft={draft}
        previous={previousDraft(state, name)}
        errors={state.errors}
        onChange={updateDraft}
      />
      {errorCount > 0 && (
        <sl-alert variant="danger" open data-testid="qc-errors">
          {t('quoteConfig.fixErrors', { count: errorCount })}
        </sl-alert>
      )}
      {state.saveError && (
        <sl-alert variant="danger" open data-testid="qc-save-error">
          {state.saveError}
        </sl-alert>
      )}
      {canEdit && (
        <div className="qe-toolbar">
          <sl-button type="submit" variant="primary" loading={state.saving} disabled={!dirty} data-testid="qc-save">
            {t('quoteConfig.saveSection')}
          </sl-button>
          <sl-button disabled={!dirty || state.saving} onClick={() => openSection(name, true)} data-testid="qc-discard">
            {t('quoteConfig.discard')}
          </sl-button>
          {dirty && <span className="qe-muted">{t('quoteConfig.unsaved')}</span>}
        </div>
      )}
    </form>
  )
}
