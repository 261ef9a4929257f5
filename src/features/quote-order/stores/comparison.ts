import { map } from 'nanostores'
import { loadFailure } from '../../../lib/api/errors.ts'
import { reportScreenFailure } from '../../../lib/stores/screen-failure.ts'
import { createLatest } from '../../../lib/stores/latest.ts'
import { getComparison } from '../api/get-comparison.ts'
import type { CompareTarget, Comparison } from '../api/types.ts'
import { resetOnSessionChange } from '../../../lib/stores/session-reset.ts'

/** The comparison screen: what is compared and the answer. */
export interface ComparisonState {
  target: CompareTarget | null
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden'
  message: string
  data: Comparison | null
}

const initial = (): ComparisonState => ({ target: null, status: 'idle', message: '', data: null })

export const $comparison = map<ComparisonState>(initial())
const latest = createLatest()

/** Compares orders or quotes of one part; the server refuses fewer than two, or quotes of different parts. */
export async function loadComparison(target: CompareTarget): Promise<void> {
  const ticket = latest.next()
  $comparison.set({ target, status: 'loading', message: '', data: null })
  try {
    const data = await getComparison(target)
    if (ticket.current()) $comparison.set({ target, status: 'ready', message: '', data })
  } catch (error) {
    if (!ticket.current()) return
    // The comparison is the whole screen: a refusal or a server failure opens /403 or /500.
    reportScreenFailure(error)
    $comparison.set({ target, ...loadFailure(error), data: null })
  }
}

function resetComparison(): void {
  latest.invalidate()
  $comparison.set(initial())
}

resetOnSessionChange(resetComparison)
