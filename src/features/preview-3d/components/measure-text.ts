import '../messages.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { angleText, lengthText } from '../../../lib/format/measure.ts'
import type { MeasureMode, MeasureNotice, Measurement } from '../lib/measure/measurement.ts'
import type { MeasureState } from '../lib/measure/measure-store.ts'

/** Each mode's name in the mode list and before its results. */
export const MODE_LABELS: Record<MeasureMode, MessageKey> = {
  point: 'measure.point',
  gap: 'measure.gap',
  angle: 'measure.angle',
  radius: 'measure.radius',
  edge: 'measure.edge',
}

const NOTICES: Record<MeasureNotice, MessageKey> = {
  notFlat: 'measure.notFlat',
  notParallel: 'measure.notParallel',
  notRound: 'measure.notRound',
  noFaces: 'measure.noFaces',
}

/** What to click next, or why the last click was refused. */
export function measureHint({ mode, pending, notice }: MeasureState): MessageKey {
  if (notice) return NOTICES[notice]
  if (mode === 'point') return pending.length ? 'measure.nextPoint' : 'measure.hint'
  if (mode === 'radius') return 'measure.pickHole'
  if (mode === 'edge') return 'measure.pickEdge'
  return pending.length ? 'measure.nextFace' : 'measure.pickFace'
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
