import type { ChatRecord } from '../api/types.ts'

/** The side menu's history groups, newest first. */
export type HistoryGroupKey = 'today' | 'yesterday' | 'thisMonth' | 'earlier'

/** One non-empty group of records. */
export interface HistoryGroup {
  key: HistoryGroupKey
  records: ChatRecord[]
}

const ORDER: readonly HistoryGroupKey[] = ['today', 'yesterday', 'thisMonth', 'earlier']

/** Midnight (local time) of the day `date` falls on. */
function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/**
 * Which group a record updated at `updateTime` belongs to, seen at `now`, by local calendar
 * days: yesterday wins over this month on the 2nd; on the 1st, yesterday is last month.
 * Times in the future (clock skew) count as today; unreadable times as earlier.
 */
export function groupOf(updateTime: string, now: Date): HistoryGroupKey {
  const time = new Date(updateTime)
  if (Number.isNaN(time.getTime())) return 'earlier'
  const today = startOfDay(now)
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime()
  const day = startOfDay(time)
  if (day >= today) return 'today'
  if (day >= yesterday) return 'yesterday'
  if (time.getFullYear() === now.getFullYear() && time.getMonth() === now.getMonth()) return 'thisMonth'
  return 'earlier'
}

/** Splits records into the four groups, keeping the server's order within each; empty groups are left out. */
export function groupRecords(records: readonly ChatRecord[], now: Date): HistoryGroup[] {
  const buckets = new Map<HistoryGroupKey, ChatRecord[]>(ORDER.map((key) => [key, []]))
  for (const record of records) buckets.get(groupOf(record.updateTime, now))?.push(record)
  return ORDER.map((key) => ({ key, records: buckets.get(key) ?? [] })).filter((g) => g.records.length > 0)
}
