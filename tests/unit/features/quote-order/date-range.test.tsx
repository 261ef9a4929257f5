import { afterEach, describe, expect, it } from 'vitest'
import { DateRange } from '../../../../src/features/quote-order/components/date-range.tsx'
import { mountRoot } from '../../support/render.tsx'

// The order list and the statistics share these two inputs: each end bounds the other, so a
// browser's date picker cannot choose a range that ends before it starts.

describe('DateRange', () => {
  const view = mountRoot()
  afterEach(() => view.render(null))
  const input = (end: string) => view.host.querySelector<HTMLInputElement>(`[data-testid="qo-stats-${end}"]`)!

  it('bounds each end by the other once it is set, and leaves an open end open', async () => {
    await view.render(<DateRange from="2026-03-01" to="" onChange={() => {}} testId="qo-stats" />)
    expect(input('to').min).toBe('2026-03-01')
    expect(input('from').max).toBe('')
    await view.render(<DateRange from="2026-03-01" to="2026-04-30" onChange={() => {}} testId="qo-stats" />)
    expect(input('from').max).toBe('2026-04-30')
  })

  it('reports only the end that changed', async () => {
    const changes: unknown[] = []
    await view.render(<DateRange from="" to="" onChange={(c) => changes.push(c)} testId="qo-stats" />)
    const to = input('to')
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(to, '2026-05-02')
    to.dispatchEvent(new Event('change', { bubbles: true }))
    expect(changes).toEqual([{ to: '2026-05-02' }])
  })
})
