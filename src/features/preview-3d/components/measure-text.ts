import type { MessageKey } from '../../../lib/i18n/index.ts'
import { angleText, lengthText } from '../../../lib/format/measure.ts'
import type { MeasureMode, MeasureNotice, Measurement } from '../lib/measure/measurement.ts'
import type { MeasureState } from '../lib/measure/measure-store.ts'

/** Each mode's name in the mode list and before its results. */
export const MODE_LABELS: Record<MeasureMode, MessageKey> = {
  point: 'preview.measurePoint',
  gap: 'preview.measureGap',
  angle: 'preview.measureAngle',
  radius: 'preview.measureRadius',
  edge: 'preview.measureEdge',
}

const NOTICES: Record<MeasureNotice, MessageKey> = {
  notFlat: 'preview.measureNotFlat',
  notParallel: 'preview.measureNotParallel',
  notRound: 'preview.measureNotRound',
  noFaces: 'preview.measureNoFaces',
}

/** What to click next, or why the last click was refused. */
export function measureHint({ mode, pending, notice }: MeasureState): MessageKey {
  if (notice) return NOTICES[notice]
  if (mode === 'point') return pending.length ? 'preview.measureNextPoint' : 'preview.measureHint'
  if (mode === 'radius') return 'preview.measurePickHole'
  if (mode === 'edge') return 'preview.measurePickEdge'
  return pending.length ? 'preview.measureNextFace' : 'preview.measurePickFace'
}

/** The value as the label in the model shows it: "9.53 mm", "45.0°", "Ø25.40 mm". */
export function valueText(m: Measurement, units: string): string {
  if (m.mode === 'angle') return angleText(m.value)
  if (m.mode === 'radius') return `Ø${lengthText(2 * m.value, units)}`
  return lengthText(m.value, units)
}

/** The value with its detail, as the list shows it: the axis distances, a hole's radius. */
export function detailText(m: Measurement, units: string): string {
  const text = valueText(m, units)
  if (m.mode === 'radius') return `${text} · R${lengthText(m.value, units)}`
  if (!m.delta) return text
  const [dx, dy, dz] = m.delta.map((d) => lengthText(d, '').trim())
  return `${text} (ΔX ${dx}, ΔY ${dy}, ΔZ ${dz})`
}
