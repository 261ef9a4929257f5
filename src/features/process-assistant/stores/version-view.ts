import { atom } from 'nanostores'
import type { ProcessRoute } from '../../../../contract/process-plan.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getVersion } from '../api/get-version.ts'
import { $record } from './record.ts'

/** An older version opened from the versions list, shown read-only; null shows the latest. */
export type VersionView =
  | { status: 'loading'; version: number }
  | { status: 'ready'; version: number; route: ProcessRoute }
  | { status: 'error'; version: number; message: string }

export const $versionView = atom<VersionView | null>(null)

const latest = createLatest()

/** Opens a version read-only; the latest one goes back to the editable card. */
export async function viewVersion(version: number): Promise<void> {
  const record = $record.get()
  if (record.status !== 'ready') return
  if (record.detail.route?.version === version) return closeVersion()
  const ticket = latest.next()
  $versionView.set({ status: 'loading', version })
  try {
    const route = await getVersion(record.id, version)
    if (ticket.current()) $versionView.set({ status: 'ready', version, route })
  } catch (error) {
    if (ticket.current())
      $versionView.set({ status: 'error', version, message: error instanceof Error ? error.message : '' })
  }
}

/** Back to the latest version. */
export function closeVersion(): void {
  latest.invalidate()
  $versionView.set(null)
}
