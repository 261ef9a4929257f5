/** An ISO time to the minute, as the back office tables show it ("2026-11-23 09:05", UTC as stored). */
export const minuteText = (iso: string): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '')
