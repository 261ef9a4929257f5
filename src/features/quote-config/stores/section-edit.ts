import { isApiError } from '../../../lib/api/errors.ts'
import { showToast } from '../../../lib/api/toast.ts'
import { t } from '../../../lib/i18n/index.ts'
import { saveConfigSection } from '../api/save-config-section.ts'
import type { SectionName } from '../api/types.ts'
import { isDirty } from '../lib/diff.ts'
import { fromDraft, type Draft } from '../lib/draft.ts'
import { SECTION_FIELDS } from '../lib/sections.ts'
import { validateSection } from '../lib/validate.ts'
import { $configDetail, savedDraft } from './config-detail.ts'
import '../../../lib/i18n/config-messages.ts'

/** The draft being edited: the stored one, else the saved values. */
export function currentDraft(name = $configDetail.get().section): Draft | undefined {
  const state = $configDetail.get()
  return state.drafts[name] ?? savedDraft(state, name)
}

/** Whether the open section has changes that are not saved (the guard asks before leaving). */
export function hasUnsavedChanges(name = $configDetail.get().section): boolean {
  const state = $configDetail.get()
  const draft = state.drafts[name]
  return draft !== undefined && isDirty(savedDraft(state, name), draft)
}

/** Replaces the open section's draft; the edited fields' errors clear. */
export function updateDraft(draft: Draft, clearPath?: string): void {
  const state = $configDetail.get()
  const errors = { ...state.errors }
  if (clearPath) delete errors[clearPath]
  $configDetail.set({ ...state, drafts: { ...state.drafts, [state.section]: draft }, errors, saveError: '' })
}

/** Opens another section; with `discard`, the current section's unsaved draft is dropped. */
export function openSection(name: SectionName, discard = false): void {
  const state = $configDetail.get()
  const drafts = { ...state.drafts }
  if (discard) delete drafts[state.section]
  $configDetail.set({ ...state, section: name, drafts, errors: {}, saveError: '' })
}

/**
 * Validates and saves the open section as a new version; answers the new version number, or null
 * when the draft has errors or the server refused (its message naming the field is kept).
 */
export async function saveSection(): Promise<number | null> {
  const state = $configDetail.get()
  const name = state.section
  const draft = currentDraft(name)
  const base = state.detail?.version.config[name]
  if (!state.detail || !draft || !base || state.saving) return null
  const fields = SECTION_FIELDS[name]
  const errors = validateSection(name, draft)
  if (Object.keys(errors).length > 0) {
    $configDetail.set({ ...state, errors })
    return null
  }
  $configDetail.set({ ...state, saving: true, errors: {}, saveError: '' })
  try {
    const detail = await saveConfigSection(state.id, name, fromDraft(fields, draft, base))
    const now = $configDetail.get()
    const drafts = { ...now.drafts }
    delete drafts[name]
    // The version just replaced is the new "previous": no extra request needed.
    $configDetail.set({ ...now, saving: false, detail, previous: now.detail?.version ?? null, drafts })
    showToast('success', t('quoteConfig.savedVersion', { version: detail.version.version }))
    return detail.version.version
  } catch (error) {
    const message = isApiError(error) ? error.message : String(error)
    $configDetail.set({ ...$configDetail.get(), saving: false, saveError: message })
    return null
  }
}
