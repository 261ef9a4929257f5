import { formatTime } from '../../../lib/format/date-time.ts'

/** A stored time to the minute, as the back office tables show it: "2026-11-23 17:05", the reader's clock. */
export const minuteText = (iso: string): string => formatTime(iso)
