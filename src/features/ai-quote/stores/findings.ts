import { map } from 'nanostores'
import { getDrawingFindings } from '../api/get-drawing-findings.ts'
import type { DrawingFinding } from '../api/types.ts'
import { boxedFindings } from '../lib/attributes.ts'

/** A part's boxed drawing findings and the one highlighted (-1: none). */
export interface FindingsState {
  status: 'loading' | 'ready' | 'error'
  items: DrawingFinding[]
  active: number
}

/** Drawing findings by part id. */
export const $findings = map<Record<string, FindingsState | undefined>>({})

/** Loads a part's findings once (they never change: re-pricing does not re-read the drawing). */
export async function loadFindings(partId: number): Promise<void> {
  const key = String(partId)
  if ($findings.get()[key]?.status === 'ready') return
  $findings.setKey(key, { status: 'loading', items: [], active: -1 })
  try {
    $findings.setKey(key, { status: 'ready', items: boxedFindings(await getDrawingFindings(partId)), active: -1 })
  } catch {
    $findings.setKey(key, { status: 'error', items: [], active: -1 })
  }
}

/** Highlights one finding of a part (from its attribute or its box); the same again clears it. */
export function highlightFinding(partId: number, index: number): void {
  const key = String(partId)
  const state = $findings.get()[key]
  if (!state) return
  $findings.setKey(key, { ...state, active: state.active === index ? -1 : index })
}
