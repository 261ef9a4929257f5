import type { TreatmentItem } from '../../../contract/quote-config.ts'
import type { LeverOption, LeverRule } from './types.ts'

/**
 * Each treatment dropped, and each surface treatment changed to the nearest cheaper one: the other
 * surface treatment that suits the material, is charged on the same basis, and has the highest rate
 * below its own (black anodize → clear), the closest to what was asked for.
 */
export const treatmentLever: LeverRule = ({ config, resolved: r }) => {
  const cls = r.material.value.class
  const options: LeverOption[] = []
  const lists = [
    { field: 'surfaceTreatments', items: r.surface.value, fromDrawing: r.surface.source === '2d' },
    { field: 'heatTreatments', items: r.heat.value, fromDrawing: r.heat.source === '2d' },
  ] as const
  for (const { field, items, fromDrawing } of lists) {
    const keys = items.map((t) => t.key)
    for (const t of items) {
      const rest = keys.filter((k) => k !== t.key)
      const option = (to: TreatmentItem | null): LeverOption => {
        const list = to ? keys.map((k) => (k === t.key ? to.key : k)) : rest
        return {
          kind: 'treatment',
          from: t.key,
          to: to?.key ?? null,
          changes: field === 'surfaceTreatments' ? { surfaceTreatments: list } : { heatTreatments: list },
          breaksDrawing: fromDrawing,
        }
      }
      options.push(option(null))
      if (field !== 'surfaceTreatments') continue
      const cheaper = config.treatment.items
        .filter(
          (c) =>
            c.kind === 'surface' &&
            c.appliesTo.includes(cls) &&
            c.basis === t.basis &&
            c.unitPrice < t.unitPrice &&
            !keys.includes(c.key),
        )
        .sort((a, b) => b.unitPrice - a.unitPrice)[0]
      if (cheaper) options.push(option(cheaper))
    }
  }
  return options
}
