import { map } from 'nanostores'
import { loadFailure } from '../../../lib/api/errors.ts'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getStatistics } from '../api/get-statistics.ts'
import type { Statistics } from '../api/types.ts'
import { DEFAULT_STATISTICS_FILTERS, toStatisticsParams, type StatisticsFilters } from '../lib/statistics-params.ts'
import { downloadStatisticsSheet } from './downloads.ts'
import { resetOnSessionChange } from '../../../lib/stores/session-reset.ts'

/** The statistics screen: its filters and the numbers for them. */
export interface StatisticsState {
  filters: StatisticsFilters
  status: 'idle' | 'loading' | 'ready' | 'empty' | 'error' | 'forbidden'
  message: string
  data: Statistics | null
}

const initial = (): StatisticsState => ({
  filters: { ...DEFAULT_STATISTICS_FILTERS },
  status: 'idle',
  message: '',
  data: null,
})

export const $statistics = map<StatisticsState>(initial())
const latest = createLatest()

/** Whether a period has nothing to show: no quote and no order in it. */
const isEmpty = (s: Statistics) => s.totals.quotes === 0 && s.totals.orders === 0

/** Loads the numbers for the filters after merging `change` (staff only: a customer gets 403). */
export async function loadStatistics(change: Partial<StatisticsFilters> = {}): Promise<void> {
  const ticket = latest.next()
  // With no numbers on screen yet, a refused or failed load is the screen's (the app opens /403 or /500).
  const first = $statistics.get().data === null
  const filters = { ...$statistics.get().filters, ...change }
  // The numbers of the previous filters stay visible (dimmed by the screen) until the new ones arrive.
  $statistics.set({ ...$statistics.get(), filters, status: 'loading', message: '' })
  try {
    const data = await getStatistics(toStatisticsParams(filters))
    if (ticket.current()) $statistics.set({ filters, status: isEmpty(data) ? 'empty' : 'ready', message: '', data })
  } catch (error) {
    if (!ticket.current()) return
    if (first) reportScreenFailure(error)
    $statistics.set({ filters, ...loadFailure(error), data: null })
  }
}

/** The workbook of the numbers for the filters on screen. */
export const downloadShownStatistics = () => downloadStatisticsSheet(toStatisticsParams($statistics.get().filters))

export function resetStatistics(): void {
  latest.invalidate()
  $statistics.set(initial())
}

resetOnSessionChange(resetStatistics)
