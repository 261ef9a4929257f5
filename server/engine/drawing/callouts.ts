import type { Finding } from './types.ts'

type Of<F extends Finding['field']> = Extract<Finding, { field: F }>

/** How many features a callout covers: "4×M6" 4, "2×Ø8H7" 2, else 1. */
export const calloutCount = (f: Finding): number =>
  f.field === 'thread' ? f.count : Number(/×(\d+)$/.exec(f.rule)?.[1] ?? 1)

/**
 * Callouts counted once each: the notes restate what the views call, so per callout (same thread
 * size, same fit) the count is the larger of the views' total and the notes' total. Two callouts on
 * the views are two features and add up; "2×M6" on a view and again in the notes is two M6, not four.
 */
export function countCallouts<T extends Finding>(list: T[], key: (f: T) => string): { finding: T; count: number }[] {
  const byKey = new Map<string, { finding: T; views: number; notes: number }>()
  for (const f of list) {
    const k = key(f)
    const entry = byKey.get(k) ?? { finding: f, views: 0, notes: 0 }
    if (f.note) entry.notes += calloutCount(f)
    else entry.views += calloutCount(f)
    byKey.set(k, entry)
  }
  return [...byKey.values()].map((e) => ({ finding: e.finding, count: Math.max(e.views, e.notes) }))
}

/** A thread callout's identity: its size (M6, G1/4). */
export const threadKey = (t: Of<'thread'>): string => t.size

/** A fit callout's identity: nominal Ø and its deviations (Ø40H7). */
export const fitKey = (f: Of<'fit'>): string => `${f.nominal}|${f.hole ?? ''}|${f.shaft ?? ''}`
