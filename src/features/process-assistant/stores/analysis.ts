import { cancelAnalysis } from '../api/cancel-analysis.ts'
import { runBusy } from './busy.ts'
import { $record, showDetail, stopFollowing } from './record.ts'

/** Stops the record's analysis on the server (the record and its files stay) and stops following it. */
export async function stopAnalysis(): Promise<boolean> {
  const record = $record.get()
  if (record.status !== 'ready') return false
  const detail = await runBusy('cancel', () => cancelAnalysis(record.id))
  if (!detail) return false
  stopFollowing()
  showDetail(detail)
  return true
}
