import { describe, expect, it } from 'vitest'
import { createLatest } from '../../../../src/lib/stores/latest.ts'

describe('createLatest', () => {
  it('keeps only the newest ticket current', () => {
    const latest = createLatest()
    const first = latest.next()
    expect(first.current()).toBe(true)
    const second = latest.next()
    expect([first.current(), second.current()]).toEqual([false, true])
  })

  it('lets later work join the running request until the next one or an invalidation', () => {
    const latest = createLatest()
    const running = latest.next()
    const joined = latest.join()
    expect(joined.current()).toBe(true)
    latest.invalidate()
    expect([running.current(), joined.current()]).toEqual([false, false])
    const again = latest.join()
    latest.next()
    expect(again.current()).toBe(false)
  })

  it('keeps separate helpers independent', () => {
    const a = createLatest()
    const b = createLatest()
    const ticket = a.next()
    b.next()
    b.invalidate()
    expect(ticket.current()).toBe(true)
  })
})
