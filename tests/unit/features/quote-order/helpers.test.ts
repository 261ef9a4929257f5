import { describe, expect, it } from 'vitest'
import { QUOTE_ORDER_MOVE_ACTIONS } from '../../../../contract/quote-order-states.ts'
import { isDestructive, movesOf } from '../../../../src/features/quote-order/lib/actions.ts'
import { checkAdjust } from '../../../../src/features/quote-order/lib/adjust-rules.ts'
import { cellText, inputLine } from '../../../../src/features/quote-order/lib/compare.ts'
import { formatDelta } from '../../../../src/features/quote-order/lib/format.ts'
import { DEFAULT_ORDER_FILTERS, toListParams } from '../../../../src/features/quote-order/lib/list-params.ts'
import {
  DEFAULT_STATISTICS_FILTERS,
  toStatisticsParams,
} from '../../../../src/features/quote-order/lib/statistics-params.ts'
import type { CompareCell, CompareRow } from '../../../../src/features/quote-order/api/types.ts'

describe('actions from the move table', () => {
  it('asks first only for the moves that close an order without a deal', () => {
    expect(QUOTE_ORDER_MOVE_ACTIONS.filter(isDestructive)).toEqual(['reject', 'cancel'])
  })

  it("offers only the caller's moves, the destructive ones last, and never the edits", () => {
    expect(movesOf(['cancel', 'remarks', 'submit', 'requote'])).toEqual(['submit', 'cancel'])
    expect(movesOf(['reject', 'accept', 'cancel'])).toEqual(['accept', 'reject', 'cancel'])
    expect(movesOf(['adjust', 'clearFlags', 'quote'])).toEqual(['quote'])
  })
})

describe('list and statistics queries', () => {
  const query = { pageIndex: 2, pageSize: 10, keyword: '', filters: DEFAULT_ORDER_FILTERS }

  it('leaves empty filters out and sends the zone', () => {
    expect(toListParams(query, 480)).toEqual({
      pageIndex: 2,
      pageSize: 10,
      keyword: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: 'createTime',
      order: 'desc',
      tzOffset: 480,
    })
  })

  it('joins statuses and puts a reversed date range right', () => {
    const filters = {
      ...DEFAULT_ORDER_FILTERS,
      status: ['quoted' as const, 'accepted' as const],
      from: '2026-04-01',
      to: '2026-03-01',
      sort: 'number' as const,
      order: 'asc' as const,
    }
    expect(toListParams({ ...query, keyword: 'QO-1', filters }, -60)).toMatchObject({
      keyword: 'QO-1',
      status: 'quoted,accepted',
      from: '2026-03-01',
      to: '2026-04-01',
      sort: 'number',
      order: 'asc',
      tzOffset: -60,
    })
    expect(
      toStatisticsParams({ ...DEFAULT_STATISTICS_FILTERS, from: '2026-05-01', to: '2026-01-01', customerId: 9 }, 0),
    ).toEqual({ period: 'month', from: '2026-01-01', to: '2026-05-01', customerId: 9, tzOffset: 0 })
    expect(toStatisticsParams(DEFAULT_STATISTICS_FILTERS, 0)).toEqual({
      period: 'month',
      from: undefined,
      to: undefined,
      customerId: undefined,
      tzOffset: 0,
    })
  })
})

describe('review adjustments', () => {
  it('checks price and reason like the server does', () => {
    expect(checkAdjust({ unitPrice: '10.5', reason: 'volume' })).toEqual({})
    expect(checkAdjust({ unitPrice: '0', reason: ' ' })).toEqual({
      unitPrice: 'quoteOrder.review.priceInvalid',
      reason: 'quoteOrder.review.reasonRequired',
    })
    expect(checkAdjust({ unitPrice: '1.234', reason: 'x'.repeat(501) })).toEqual({
      unitPrice: 'quoteOrder.review.priceInvalid',
      reason: 'quoteOrder.review.reasonTooLong',
    })
  })

  it('signs differences', () => {
    expect(['12', '-3.5', '0', '0.004', '1234.5'].map(formatDelta)).toEqual([
      '+12.00',
      '-3.50',
      '0.00',
      '0.00',
      '+1,234.50',
    ])
  })
})

describe('comparison cells', () => {
  const cell = (extra: Partial<CompareCell> = {}): CompareCell => ({
    lineId: 1,
    quoteId: 1,
    material: 'AL6061',
    surfaceTreatments: ['anodize'],
    heatTreatments: [],
    toleranceGrade: 7,
    ra: null,
    quantity: 10,
    configId: 1,
    configName: 'Default',
    configVersion: 2,
    unitPrice: '12.00',
    total: '120.00',
    adjustment: null,
    breakdown: [{ key: 'material', label: 'Material', amount: '3.00', formula: '', inputs: [] }],
    ...extra,
  })

  it('shows each field as text', () => {
    const version = (name: string, v: number) => `${name} v${v}`
    const adjusted = cell({
      adjustment: {
        unitPrice: '10.00',
        originalUnitPrice: '12.00',
        reason: 'r',
        by: { id: 1, name: 'a', role: 'Auditor' },
        at: '',
      },
    })
    expect(
      ['material', 'surfaceTreatments', 'heatTreatments', 'toleranceGrade', 'ra', 'config'].map((f) =>
        cellText(f as never, cell(), version),
      ),
    ).toEqual(['铝合金 6061', 'anodize', '—', 'IT7', '—', 'Default v2'])
    expect(cellText('adjustment', adjusted, version)).toBe('12.00 → 10.00')
  })

  it("finds a breakdown line's amount per column, null where a part is missing", () => {
    const row: CompareRow = {
      partKey: 'k',
      partName: 'p',
      cells: [cell(), null, cell({ breakdown: [] })],
      differs: ['inputs'],
      differingInputs: ['material'],
      deltas: ['0', '0', '0'],
    }
    expect(inputLine(row, 'material')).toEqual({ label: 'Material', amounts: ['3.00', null, null] })
  })
})
