import { runAction, runDone } from '../../../lib/stores/run-action.ts'
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
const reload = () => configList.reload()

/** Adds a configuration based on the factory defaults; answers it, or null when refused. */
export function addConfig(name: string, description = ''): Promise<ConfigDetail | null> {
  return runAction(() => createConfig(name.trim(), description.trim()), 'quoteConfig.added', reload)
}

/** Copies a configuration under a new name. */
export function copyConfigAs(id: number, name: string, description = ''): Promise<ConfigDetail | null> {
  return runAction(() => copyConfig(id, name.trim(), description.trim()), 'quoteConfig.copied', reload)
}

/** Makes a configuration the default for new quotes. */
export const makeDefault = (id: number): Promise<boolean> =>
  runDone(() => setDefaultConfig(id), 'quoteConfig.defaultSet', reload)

/** Enables or disables a configuration. */
export const setEnabled = (row: ConfigRow, enabled: boolean): Promise<boolean> =>
  runDone(
    () => setConfigStatus(row.id, enabled),
    enabled ? 'quoteConfig.enabledDone' : 'quoteConfig.disabledDone',
    reload,
  )

/** Deletes a configuration (kept hidden when quotes still refer to it). */
export const removeConfig = (id: number): Promise<boolean> =>
  runDone(
    () => deleteConfig(id),
    'quoteConfig.deleted',
    () => configList.afterDelete(1),
  )
