import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TimeText } from '../../../../src/lib/format/time-text.tsx'
import { mountRoot } from '../../support/render.tsx'

// A table's time cell: the reader's clock, kept on one line, the stored moment machine-readable.
let zone: string | undefined
let mounted: ReturnType<typeof mountRoot>
beforeEach(() => {
  zone = process.env.TZ
  process.env.TZ = 'Asia/Shanghai'
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('TimeText', () => {
  it('shows a stored UTC time on the reader’s clock in a one-line <time>', async () => {
    await mounted.render(<TimeText iso="2026-11-27T08:15:38.701Z" />)
    const time = mounted.host.querySelector('time')!
    expect(time.textContent).toBe('2026-11-27 16:15')
    expect(time.getAttribute('datetime')).toBe('2026-11-27T08:15:38.701Z')
    expect(time.className).toBe('qe-time')
  })

  it('shows the day alone when asked, and nothing for a missing time', async () => {
    await mounted.render(
      <>
        <TimeText iso="2026-11-27T17:30:00Z" day />
        <TimeText iso={null} />
      </>,
    )
    expect([...mounted.host.querySelectorAll('time')].map((t) => t.textContent)).toEqual(['2026-11-28'])
  })
})
