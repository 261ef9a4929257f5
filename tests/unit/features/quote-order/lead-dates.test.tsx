import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../../src/features/quote-order/messages.ts'
import { OrderHeader } from '../../../../src/features/quote-order/components/order-header.tsx'
import { OrderLine } from '../../../../src/features/quote-order/components/order-line.tsx'
import { OrderTable } from '../../../../src/features/quote-order/components/order-table.tsx'
import type { QuoteOrderRow } from '../../../../src/features/quote-order/api/types.ts'
import { DEFAULT_ORDER_FILTERS } from '../../../../src/features/quote-order/lib/list-params.ts'
import { PrintableOrder } from '../../../../src/features/quote-order/components/printable-order.tsx'
import { latestDay } from '../../../../src/features/quote-order/lib/lead-facts.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot, stubIconFetch } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { line, order, row } from './support.ts'

// Every line said "交期 0 天". A line priced at a tier says the tier, its working days and the
// dates it ships and arrives; the order ships with its slowest line; a line frozen before tiers
// keeps its days; staff see an order whose date the capacity can no longer meet.

const rush = line({ tier: 'rush', leadDays: 6, shipDate: '2026-03-09', deliveryDate: '2026-03-11' })
const economy = line({ lineId: 12, position: 2, tier: 'economy', leadDays: 14, shipDate: '2026-03-19' })
const dated = order({ lines: [rush, economy], shipDate: '2026-03-19' })
const old = line({ tier: null, leadDays: 0, shipDate: null, deliveryDate: null })

describe('lead time on the order screens', () => {
  const view = mountRoot()
  const text = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)?.textContent
  beforeEach(() => {
    resetState()
    stubIconFetch()
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  it('names the tier, the working days and the dates of a line', async () => {
    await view.render(<OrderLine order={dated} line={rush} />)
    expect(text('qo-line-tier')).toBe('加急')
    expect(text('qo-line-days')).toBe('6 个工作日')
    expect(text('qo-line-ship-date')).toBe('2026年3月9日 周一')
    expect(text('qo-line-delivery-date')).toBe('2026年3月11日 周三')
    expect(view.host.textContent).not.toContain('0 天')
    await act(async () => setLocale('en'))
    expect(text('qo-line-tier')).toBe('Rush')
    expect(text('qo-line-days')).toBe('6 working days')
    expect(text('qo-line-ship-date')).toBe('Mon, Mar 9, 2026')
  })

  it('keeps only the days on a line frozen before tiers', async () => {
    await view.render(<OrderLine order={order({ lines: [old], shipDate: null })} line={old} />)
    expect(text('qo-line-days')).toBe('0 天')
    expect(text('qo-line-tier')).toBeUndefined()
    expect(text('qo-line-ship-date')).toBeUndefined()
  })

  it('dates the order by its slowest line and explains a ship risk', async () => {
    await view.render(<OrderHeader order={dated} onOpen={() => {}} />)
    expect(text('qo-ship-date')).toBe('2026年3月19日 周四')
    expect(text('qo-ship-risk')).toBeUndefined()
    await view.render(<OrderHeader order={{ ...dated, status: 'accepted', shipRisk: true }} onOpen={() => {}} />)
    expect(text('qo-ship-risk')).toContain('交期风险')
    expect(text('qo-ship-risk-hint')).toContain('重新排产')
    await act(async () => setLocale('en'))
    expect(text('qo-ship-risk')).toContain('Ship date at risk')
    expect(text('qo-ship-risk-hint')).toContain('re-plan the work')
  })

  it('marks the line that can no longer ship on time', async () => {
    await view.render(<OrderLine order={dated} line={{ ...rush, shipRisk: true }} />)
    expect(text('qo-line-ship-risk')).toBe('此零件无法按期发货')
    await view.render(<OrderLine order={dated} line={rush} />)
    expect(text('qo-line-ship-risk')).toBeUndefined()
  })

  it('prints the tier, days and ship date of each line and the order’s ship date', async () => {
    await view.render(<PrintableOrder order={{ ...dated, lines: [rush, economy, { ...old, lineId: 13 }] }} />)
    const printed = view.host.querySelector('[data-testid="qo-printable"]')!
    expect(printed.querySelector('p')?.textContent).toContain('2026年3月19日 周四')
    const rows = [...printed.querySelectorAll('tbody')[0]!.querySelectorAll('tr')].map((r) =>
      [...r.querySelectorAll('td')].slice(-3).map((c) => c.textContent),
    )
    expect(rows).toEqual([
      ['加急', '6 个工作日', '2026年3月9日 周一'],
      ['经济', '14 个工作日', '2026年3月19日 周四'],
      ['—', '0 天', '—'],
    ])
  })

  it('lists an order’s ship date and marks one at risk, with the reason on hover, when the rows carry them', async () => {
    const table = (rows: QuoteOrderRow[]) => (
      <OrderTable
        state={{
          rows,
          status: 'loaded',
          keyword: '',
          filters: DEFAULT_ORDER_FILTERS,
          message: '',
          extra: null,
          pageIndex: 1,
          pageSize: 10,
          totalCount: rows.length,
          totalPages: 1,
          hasPreviousPage: false,
          hasNextPage: false,
        }}
        staff
        selected={new Set()}
        onSelect={() => {}}
        onOpen={() => {}}
        onMove={() => {}}
        onRetry={() => {}}
      />
    )
    const lead = (shipDate: string | null, shipRisk: boolean) => ({ shipDate, shipRisk })
    await view.render(
      table([
        row(1, { status: 'accepted', ...lead('2026-03-19', true) }),
        row(2, { status: 'draft', ...lead('2026-03-09', false) }),
      ]),
    )
    const risks = view.host.querySelectorAll('[data-testid="qo-ship-risk"]')
    expect(risks).toHaveLength(1)
    expect(risks[0]?.closest('tr')?.textContent).toContain('QO-2026-000001')
    expect(risks[0]?.getAttribute('title')).toContain('重新排产')
    expect(view.host.textContent).toContain('2026年3月19日 周四')
    // Orders frozen before lead times have no date: a dash, no badge.
    await view.render(table([row(1, lead(null, false)), row(2, lead(null, false))]))
    expect(view.host.querySelector('[data-testid="qo-ship-risk"]')).toBeNull()
    expect(view.host.querySelectorAll('tbody tr')[0]?.textContent).toContain('—')
  })

  it('takes the latest of the given dates', () => {
    expect(latestDay(['2026-03-09', null, '2026-03-19', '2026-02-28'])).toBe('2026-03-19')
    expect(latestDay([null, undefined])).toBeNull()
  })
})
