import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components'
import type { ComposeOption } from 'echarts/core'
import type { PricePoint, StatGroup, StatPeriod } from '../api/types.ts'

// The chart options as plain data, built from the statistics answer: tested without a canvas, and
// only the statistics screen's lazy chunk loads echarts to draw them.

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>

/** Translated names the charts show. */
export interface ChartLabels {
  quotes: string
  orders: string
  ordered: string
  conversion: string
  averageUnitPrice: string
  quantity: string
  unitPrice: string
  unknown: string
}

const base = {
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 56, right: 56, top: 36, bottom: 32 },
} as const

/** Conversion as a percentage with one decimal; null (no orders) stays a gap in the line. */
export const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10)

/** Quotes, orders and placed orders per period as bars, the conversion rate as a line on its own axis. */
export function periodsChart(periods: readonly StatPeriod[], l: ChartLabels): ChartOption {
  const bar = (name: string, values: number[]): BarSeriesOption => ({ type: 'bar', name, data: values })
  return {
    ...base,
    xAxis: { type: 'category', data: periods.map((p) => p.period) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      bar(
        l.quotes,
        periods.map((p) => p.quotes),
      ),
      bar(
        l.orders,
        periods.map((p) => p.orders),
      ),
      bar(
        l.ordered,
        periods.map((p) => p.ordered),
      ),
      {
        type: 'line',
        name: l.conversion,
        yAxisIndex: 1,
        connectNulls: false,
        data: periods.map((p) => percent(p.conversionRate)),
      },
    ],
  }
}

/** Average unit price per group (material or part class), highest first. */
export function averagesChart(
  groups: readonly StatGroup[],
  l: ChartLabels,
  label: (key: string) => string = (key) => key,
): ChartOption {
  const sorted = [...groups].sort((a, b) => Number(b.averageUnitPrice) - Number(a.averageUnitPrice))
  return {
    ...base,
    legend: { show: false },
    xAxis: {
      type: 'category',
      data: sorted.map((g) => (g.key ? label(g.key) : l.unknown)),
      axisLabel: { interval: 0, rotate: sorted.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: l.averageUnitPrice },
    series: [{ type: 'bar', name: l.averageUnitPrice, data: sorted.map((g) => Number(g.averageUnitPrice)) }],
  }
}

/** Unit price against quantity, one series per material: how price falls with batch size. */
export function pricePointsChart(
  points: readonly PricePoint[],
  l: ChartLabels,
  label: (key: string) => string = (key) => key,
): ChartOption {
  const byMaterial = new Map<string, [number, number][]>()
  for (const p of points) {
    const key = p.material ? label(p.material) : l.unknown
    byMaterial.set(key, [...(byMaterial.get(key) ?? []), [p.quantity, Number(p.unitPrice)]])
  }
  const logScale = points.some((p) => p.quantity >= 100)
  return {
    ...base,
    tooltip: { trigger: 'item' },
    // The legend goes under the plot: the unit price axis names itself at the top.
    legend: { bottom: 0 },
    grid: { ...base.grid, top: 40, bottom: 56 },
    xAxis: { type: logScale ? 'log' : 'value', name: l.quantity, minInterval: 1 },
    yAxis: { type: 'value', name: l.unitPrice },
    series: [...byMaterial].map(([name, data]) => ({ type: 'scatter', name, data: data.sort((a, b) => a[0] - b[0]) })),
  }
}
