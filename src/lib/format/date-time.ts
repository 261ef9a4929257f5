const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A day in the reader's time zone, YYYY-MM-DD ('' for a missing or bad time). The server stores and
 * sends UTC; every screen shows the reader's own clock.
 */
export function formatDay(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** A moment in the reader's time zone, YYYY-MM-DD HH:mm ('' for a missing or bad time). */
export function formatTime(iso: string | null | undefined): string {
  const day = formatDay(iso)
  if (!day) return ''
  const d = new Date(iso!)
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
