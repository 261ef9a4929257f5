// The kinds of machine, alone, so the quote configuration (capacity per kind) and the process
// libraries both read them without importing each other.

/** Kinds of equipment; the planner asks for a kind, then picks an enabled machine of it that holds the part. */
export const EQUIPMENT_TYPES = [
  'saw',
  'lathe',
  'turn-mill',
  'swiss',
  'vmc3',
  'vmc4',
  'vmc5',
  'gantry',
  'surface-grinder',
  'cylindrical-grinder',
  'wire-edm',
  'edm',
  'furnace',
  'treatment-line',
  'bench',
  'cmm',
  'gauges',
] as const
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number]
