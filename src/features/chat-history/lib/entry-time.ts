import { formatTime } from '../../../lib/format/date-time.ts'
import type { HistoryGroupKey } from './group-by-date.ts'

/**
 * When a history entry was last updated, as short as its group allows, so entries of one name are
 * told apart: the time of day under 今天 / 昨天, the day and time in other groups of this year, the
 * whole date and time for an earlier year ('' for an unreadable time). On the reader's clock.
 */
export function entryTime(updateTime: string, group: HistoryGroupKey, now: Date): string {
  const full = formatTime(updateTime)
  if (!full) return ''
  if (group === 'today' || group === 'yesterday') return full.slice(11)
  return full.startsWith(`${now.getFullYear()}-`) ? full.slice(5) : full
}
