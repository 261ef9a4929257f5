import { useEffect, useRef } from 'react'
import { BarChart, LineChart, ScatterChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use as registerCharts, type ECharts } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { ChartOption } from '../lib/statistics-charts.ts'

// Only what the statistics draw: bars, lines, scatter, on a canvas. This module is reached only
// through the statistics screen's lazy import, so echarts never weighs on the first load.
registerCharts([BarChart, LineChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

/** Props of EChart. */
export interface EChartProps {
  option: ChartOption
  /** What the chart shows, for screen readers (the same numbers are in the tables below). */
  label: string
  testId: string
}

/** One chart that follows its box's size and is disposed with the component. */
export function EChart({ option, label, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<ECharts | null>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const instance = init(el)
    chart.current = instance
    const observer = new ResizeObserver(() => instance.resize())
    observer.observe(el)
    return () => {
      observer.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [])
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true })
  }, [option])
  return <div ref={box} className="qe-qo-chart" role="img" aria-label={label} data-testid={testId} />
}
