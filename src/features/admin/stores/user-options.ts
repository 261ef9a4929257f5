import { atom } from 'nanostores'
import type { UserFormOptions } from '../../../../contract/admin.ts'
import { getUserOptions } from '../api/get-user-options.ts'

/** The roles this admin may assign and the department tree; null until loaded. */
export const $userOptions = atom<UserFormOptions | null>(null)

/** Loads the options again (after departments or roles change elsewhere, they may differ). */
export async function loadUserOptions(): Promise<void> {
  try {
    $userOptions.set(await getUserOptions())
  } catch {
    // The pickers stay empty; the list itself shows any refusal.
    $userOptions.set({ roles: [], departments: [] })
  }
}
