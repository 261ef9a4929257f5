import { showToast } from '../api/toast.ts'
import { type MessageKey, t } from '../i18n/index.ts'

/**
 * Runs a change a management screen asked for: on success a toast saying what was done and then
 * `after` (the reload that shows it); on a refusal the client's error toast already shows the
 * server's own words (e.g. "users still hold this role"), and this answers null.
 */
export async function runAction<T>(
  action: () => Promise<T>,
  done: MessageKey,
  after: () => Promise<unknown> | void,
): Promise<T | null> {
  try {
    const result = await action()
    showToast('success', t(done))
    await after()
    return result
  } catch {
    return null
  }
}

/** runAction for a change that answers nothing worth keeping: whether the server took it. */
export async function runDone(
  action: () => Promise<unknown>,
  done: MessageKey,
  after: () => Promise<unknown> | void,
): Promise<boolean> {
  return (await runAction(action, done, after)) !== null
}

/** What saving answered: done, or the server's words (shown by the dialog that asked, keeping what was typed). */
export type SaveResult = { ok: true } | { ok: false; message: string }

/** Runs a save and answers its outcome; on success `after` runs first (the reload that shows the change). */
export async function trySave(save: () => Promise<unknown>, after: () => Promise<unknown> | void): Promise<SaveResult> {
  try {
    await save()
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  await after()
  return { ok: true }
}
