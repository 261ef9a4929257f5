import type { StatisticsParams, StatPeriodName } from '../api/types.ts'
import { localTzOffset } from './format.ts'

/** The statistics' filters; '' and null leave the server's default (12 months back to today, every customer). */
export interface StatisticsFilters {
  period: StatPeriodName
  from: string
  to: string
  customerId: number | null
}

export const DEFAULT_STATISTICS_FILTERS: StatisticsFilters = { period: 'month', from: '', to: '', customerId: null }

/** The statistics' query string; a reversed date range is put right. */
export function toStatisticsParams(filters: StatisticsFilters, tzOffset = localTzOffset()): StatisticsParams {
  const reversed = filters.from && filters.to && filters.from > filters.to
  const [from, to] = reversed ? [filters.to, filters.from] : [filters.from, filters.to]
  return {
    period: filters.period,
    from: from || undefined,
    to: to || undefined,
    customerId: filters.customerId ?? undefined,
    tzOffset,
  }
}
