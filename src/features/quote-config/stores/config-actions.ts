import { showToast } from '../../../lib/api/toast.ts'
import { type MessageKey, t } from '../../../lib/i18n/index.ts'
import { copyConfig } from '../api/copy-config.ts'
import { createConfig } from '../api/create-config.ts'
import { deleteConfig } from '../api/delete-config.ts'
import { setConfigStatus } from '../api/set-config-status.ts'
import { setDefaultConfig } from '../api/set-default-config.ts'
import type { ConfigDetail, ConfigRow } from '../api/types.ts'
import { configList } from './config-list.ts'

// Every action reloads the table afterwards: the default moves, rows appear or vanish. A refusal
// (409 delete of the default, disabling the default) is shown by the client's error toast with
// the server's own words, and the action answers null/false.
async function run<T>(
  action: () => Promise<T>,
  done: MessageKey,
  reload = () => configList.reload(),
): Promise<T | null> {
  try {
    const result = await action()
    showToast('success', t(done))
    await reload()
    return result
  } catch {
    return null
  }
}

/** Adds a configuration based on the factory defaults; answers it, or null when refused. */
export function addConfig(name: string, description = ''): Promise<ConfigDetail | null> {
  return run(() => createConfig(name.trim(), description.trim()), 'quoteConfig.added')
}

/** Copies a configuration under a new name. */
export function copyConfigAs(id: number, name: string, description = ''): Promise<ConfigDetail | null> {
  return run(() => copyConfig(id, name.trim(), description.trim()), 'quoteConfig.copied')
}

/** Makes a configuration the default for new quotes. */
export async function makeDefault(id: number): Promise<boolean> {
  return (await run(() => setDefaultConfig(id), 'quoteConfig.defaultSet')) !== null
}

/** Enables or disables a configuration. */
export async function setEnabled(row: ConfigRow, enabled: boolean): Promise<boolean> {
  return (
    (await run(
      () => setConfigStatus(row.id, enabled),
      enabled ? 'quoteConfig.enabledDone' : 'quoteConfig.disabledDone',
    )) !== null
  )
}

/** Deletes a configuration (kept hidden when quotes still refer to it). */
export async function removeConfig(id: number): Promise<boolean> {
  return (
    (await run(
      () => deleteConfig(id),
      'quoteConfig.deleted',
      () => configList.afterDelete(1),
    )) !== null
  )
}
