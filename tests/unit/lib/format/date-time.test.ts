import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { minuteText } from '../../../../src/features/admin/lib/minute-text.ts'
import { formatDay, formatTime } from '../../../../src/lib/format/date-time.ts'

// Times travel as UTC; a reader in Shanghai (UTC+8) sees them on a Shanghai clock.
let zone: string | undefined
beforeEach(() => {
  zone = process.env.TZ
  process.env.TZ = 'Asia/Shanghai'
})
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('times on screen', () => {
  it('shows a stored UTC time on the reader’s clock, to the minute', () => {
    expect(formatTime('2026-11-27T08:15:38.701Z')).toBe('2026-11-27 16:15')
    expect(minuteText('2026-11-27T08:15:38.701Z')).toBe('2026-11-27 16:15')
  })

  it('moves the day when the reader’s clock has passed midnight', () => {
    expect(formatDay('2026-11-27T17:30:00Z')).toBe('2026-11-28')
  })

  it('shows nothing for a missing or bad time', () => {
    expect(formatTime('')).toBe('')
    expect(formatTime(null)).toBe('')
    expect(formatDay('not a time')).toBe('')
  })
})
