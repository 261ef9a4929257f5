import { atom } from 'nanostores'
import { replan } from '../api/replan.ts'
import { sendCommand } from '../api/send-command.ts'
import { runBusy } from './busy.ts'
import { clearDraft } from './draft.ts'
import { $record, reloadRecord } from './record.ts'

/** What the user is typing in the command box. */
export const $commandText = atom('')

function latestVersion(): { id: number; version: number } | null {
  const record = $record.get()
  return record.status === 'ready' && record.detail.route
    ? { id: record.id, version: record.detail.route.version }
    : null
}

/**
 * Sends the typed command on the latest version (`热处理改为调质`, `use the 5-axis machine`); the
 * answer joins the message list and a changed route becomes the version shown. Edits in progress
 * are replaced by the command's version.
 */
export async function sendCommandText(): Promise<boolean> {
  const target = latestVersion()
  const text = $commandText.get().trim()
  if (!target || text === '') return false
  const answer = await runBusy('command', () => sendCommand(target.id, target.version, text))
  if (!answer) return false
  $commandText.set('')
  if (answer.applied) clearDraft()
  await reloadRecord()
  return true
}

/** Plans the part again with the libraries as they are now (a new version). */
export async function replanRoute(): Promise<boolean> {
  const record = $record.get()
  if (record.status !== 'ready') return false
  const route = await runBusy('replan', () => replan(record.id))
  if (!route) return false
  clearDraft()
  await reloadRecord()
  return true
}
