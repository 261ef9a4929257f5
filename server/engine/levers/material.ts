import type { LeverRule } from './types.ts'

/**
 * Every other material of the same class (the class sets machinability and which treatments suit
 * it, so the part stays makeable as drawn): alternatives, of which the cheapest is offered.
 */
export const materialLever: LeverRule = ({ config, resolved: r }) => {
  const now = r.material.value
  return config.material.items
    .filter((m) => m.class === now.class && m.key !== now.key)
    .map((m) => ({
      kind: 'material' as const,
      from: now.key,
      to: m.key,
      changes: { material: m.key },
      breaksDrawing: r.material.source === '2d',
      group: 'material',
    }))
}
