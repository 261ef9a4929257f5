import { showToast } from '../../../lib/api/toast.ts'
import { type MessageKey, t } from '../../../lib/i18n/index.ts'
import '../messages.ts'

/**
 * Runs an admin change: on success a toast and a reload; on a refusal the client's error toast
 * already shows the server's own words (e.g. "users still hold this role"), and this answers null.
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
