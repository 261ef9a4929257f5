import { formatDay, formatTime } from './date-time.ts'

/**
 * A stored time as a table cell shows it: on the reader's clock (formatTime, or formatDay for a
 * day), in a `<time>` that keeps it on one line. Squeezed by a neighbour, "2026-11-27 19:17"
 * otherwise broke at its hyphens into three lines; the table scrolls in its own box instead.
 */
export function TimeText({ iso, day = false }: { iso: string | null | undefined; day?: boolean }) {
  const text = day ? formatDay(iso) : formatTime(iso)
  if (!text) return null
  return (
    <time dateTime={iso!} className="qe-time">
      {text}
    </time>
  )
}
