import { map } from 'nanostores'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { isApiError } from '../../../lib/api/errors.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getConfig } from '../api/get-config.ts'
import { getConfigVersion } from '../api/get-config-version.ts'
import type { ConfigDetail, ConfigVersion, SectionName } from '../api/types.ts'
import { toDraft, type Draft } from '../lib/draft.ts'
import { SECTION_FIELDS } from '../lib/sections.ts'
import type { FieldErrors } from '../lib/validate.ts'
import '../../../lib/i18n/config-messages.ts'

/** The detail screen: the configuration, its previous version and one draft per section. */
export interface ConfigDetailState {
  id: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  forbidden: boolean
  message: string
  detail: ConfigDetail | null
  /** The version before the current one (null for version 1), for the "was" values. */
  previous: ConfigVersion | null
  section: SectionName
  drafts: Partial<Record<SectionName, Draft>>
  errors: FieldErrors
  /** The server's refusal of the last save, in its words. */
  saveError: string
  saving: boolean
}

const initial = (): ConfigDetailState => ({
  id: '',
  status: 'idle',
  forbidden: false,
  message: '',
  detail: null,
  previous: null,
  section: 'material',
  drafts: {},
  errors: {},
  saveError: '',
  saving: false,
})

/** The configuration open on the detail screen. */
export const $configDetail = map<ConfigDetailState>(initial())

const latest = createLatest()

/** The saved (current version's) draft of a section. */
export function savedDraft(state: ConfigDetailState, name: SectionName): Draft | undefined {
  const section = state.detail?.version.config[name]
  return section ? toDraft(SECTION_FIELDS[name], section) : undefined
}

/** The previous version's draft of a section, when there is one. */
export function previousDraft(state: ConfigDetailState, name: SectionName): Draft | undefined {
  const section = state.previous?.config[name]
  return section ? toDraft(SECTION_FIELDS[name], section) : undefined
}

/** Loads a configuration and the version before its current one. */
export async function loadConfigDetail(id: string): Promise<void> {
  const ticket = latest.next()
  $configDetail.set({ ...initial(), id, status: 'loading' })
  try {
    const detail = await getConfig(id)
    const version = detail.version.version
    // Without the previous version the screen still works, just without "was" values.
    const previous = version > 1 ? await getConfigVersion(id, version - 1).catch(() => null) : null
    if (!ticket.current()) return
    $configDetail.set({ ...$configDetail.get(), status: 'ready', detail, previous })
  } catch (error) {
    if (!ticket.current()) return
    reportScreenFailure(error)
    const forbidden = isApiError(error) && error.status === 403
    $configDetail.set({
      ...$configDetail.get(),
      status: 'error',
      forbidden,
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Forgets the open configuration. */
export function resetConfigDetail(): void {
  latest.invalidate()
  $configDetail.set(initial())
}
