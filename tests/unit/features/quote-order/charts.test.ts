import { describe, expect, it } from 'vitest'
import {
  averagesChart,
  percent,
  periodsChart,
  pricePointsChart,
  type ChartLabels,
} from '../../../../src/features/quote-order/lib/statistics-charts.ts'

const labels: ChartLabels = {
  quotes: 'Q',
  orders: 'O',
  ordered: 'D',
  conversion: 'C',
  averageUnitPrice: 'A',
  quantity: 'N',
  unitPrice: 'P',
  unknown: '?',
}

describe('statistics charts', () => {
  it('draws activity per period and the conversion as a percentage with gaps where there were no orders', () => {
    const option = periodsChart(
      [
        { period: '2026-01', quotes: 4, orders: 2, ordered: 1, orderedTotal: '10.00', conversionRate: 0.5 },
        { period: '2026-02', quotes: 1, orders: 0, ordered: 0, orderedTotal: '0.00', conversionRate: null },
      ],
      labels,
    )
    expect(option.xAxis).toMatchObject({ data: ['2026-01', '2026-02'] })
    expect((option.series as { name: string; data: unknown[] }[]).map((s) => [s.name, s.data])).toEqual([
      ['Q', [4, 1]],
      ['O', [2, 0]],
      ['D', [1, 0]],
      ['C', [50, null]],
    ])
    expect(percent(1 / 3)).toBe(33.3)
  })

  it('sorts averages highest first and names a missing group', () => {
    const option = averagesChart(
      [
        { key: 'AL6061', lines: 1, quantity: 10, averageUnitPrice: '12.50' },
        { key: '', lines: 1, quantity: 1, averageUnitPrice: '80.00' },
      ],
      labels,
    )
    expect(option.xAxis).toMatchObject({ data: ['?', 'AL6061'] })
    expect((option.series as { data: number[] }[])[0]?.data).toEqual([80, 12.5])
  })

  it('plots unit price against quantity per material, on a log axis once batches get large', () => {
    const point = (quantity: number, unitPrice: string, material: string) => ({
      quantity,
      unitPrice,
      material,
      partClass: null,
      orderId: 1,
      number: 'QO',
    })
    const option = pricePointsChart(
      [point(500, '3.00', 'AL'), point(1, '20.00', 'AL'), point(10, '9.00', 'SS')],
      labels,
    )
    expect(option.xAxis).toMatchObject({ type: 'log' })
    expect((option.series as { name: string; data: number[][] }[]).map((s) => [s.name, s.data])).toEqual([
      [
        'AL',
        [
          [1, 20],
          [500, 3],
        ],
      ],
      ['SS', [[10, 9]]],
    ])
    expect(pricePointsChart([point(5, '1', 'AL')], labels).xAxis).toMatchObject({ type: 'value' })
  })
})
