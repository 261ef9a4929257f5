import { atom } from 'nanostores'
import { t } from '../../../lib/i18n/index.ts'
import type { CardSignOffs, SignedRole } from '../../../../contract/process-card.ts'
import { getSignOffs } from '../api/get-sign-offs.ts'
import { signCard } from '../api/sign-card.ts'
import { runBusy } from './busy.ts'

/** The sign-offs of the open record's latest version (a new version starts unsigned). */
export type SignOffState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; value: CardSignOffs }
  | { status: 'error'; key: string; message: string }

export const $signOffs = atom<SignOffState>({ status: 'idle' })

const keyOf = (recordId: number, version: number) => `${recordId}:${version}`

/** Loads the sign-offs of a record's latest version, unless they are on screen already. */
export async function loadSignOffs(recordId: number, version: number, force = false): Promise<void> {
  const key = keyOf(recordId, version)
  const current = $signOffs.get()
  if (!force && current.status !== 'idle' && current.key === key && current.status !== 'error') return
  $signOffs.set({ status: 'loading', key })
  try {
    const value = await getSignOffs(recordId)
    if ($signOffs.get().status === 'loading' && ($signOffs.get() as { key: string }).key === key)
      $signOffs.set({ status: 'ready', key, value })
  } catch (error) {
    $signOffs.set({ status: 'error', key, message: error instanceof Error ? error.message : t('http.requestFailed') })
  }
}

/** Signs `role` of the version on screen; a refusal stays beside the block in the server's words. */
export async function signAs(recordId: number, version: number, role: SignedRole, opinion: string): Promise<boolean> {
  const value = await runBusy('sign', () => signCard(recordId, { version, role, opinion: opinion.trim() }))
  if (!value) return false
  $signOffs.set({ status: 'ready', key: keyOf(recordId, value.version), value })
  return true
}
