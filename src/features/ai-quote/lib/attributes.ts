import { EQUIPMENT_TYPES, type EquipmentType } from '../../../../contract/equipment-types.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { keyedName } from '../../../lib/i18n/seeded-name.ts'
import type { Choice, DrawingFinding, InputSource, Part, PricedInput } from '../api/types.ts'

/** The recognised attributes shown on a card, in this order. */
const SHOWN_ATTRIBUTES = [
  'material',
  'quantity',
  'blankSize',
  'mass',
  'machine',
  'setups',
  'drilledHoles',
  'threads',
  'reamedHoles',
  'ra',
  'toleranceGrade',
  'programmingTier',
] as const

/** One attribute with where its value came from. */
export interface RecognisedAttribute {
  name: (typeof SHOWN_ATTRIBUTES)[number]
  value: string
  unit?: string
  source: InputSource
}

/**
 * The attributes the quote used, once each, from the breakdown's inputs. A value the user set
 * (the part's `attributes`) is marked "you" even where a line reports it otherwise.
 */
export function recognisedAttributes(part: Part): RecognisedAttribute[] {
  const byName = new Map<string, PricedInput>()
  for (const line of part.quote?.breakdown ?? [])
    for (const input of line.inputs) if (!byName.has(input.name)) byName.set(input.name, input)
  const out: RecognisedAttribute[] = []
  for (const name of SHOWN_ATTRIBUTES) {
    // The machine is told by its kind (vmc5), where the quote has it: its code is the shop's own.
    const input = (name === 'machine' && byName.get('machineKind')) || byName.get(name)
    if (!input) continue
    const source: InputSource = Object.hasOwn(part.attributes, name) ? 'user' : input.source
    out.push({ name, value: String(input.value), ...(input.unit ? { unit: input.unit } : {}), source })
  }
  return out
}

/**
 * An attribute's value as the card shows it: an engine code in words (the programming tier, the
 * machine's kind), the material by its name in the reader's words (`materials`: the configuration's
 * names by key), a measured number to two decimals at most (a mass of 200.0304 kg reads 200.03).
 */
export function attributeValue(a: RecognisedAttribute, materials: readonly Choice[] = []): string {
  if (a.name === 'programmingTier') return enumLabel('programmingTier', a.value)
  if (a.name === 'machine' && EQUIPMENT_TYPES.includes(a.value as EquipmentType))
    return enumLabel('equipmentType', a.value)
  if (a.name === 'material') return keyedName('materialName', a.value, materials.find((m) => m.key === a.value)?.name)
  const n = Number(a.value)
  if (a.value.trim() === '' || !Number.isFinite(n) || Number.isInteger(n)) return a.value
  return String(Math.round(n * 100) / 100)
}

/** The findings that have a box: their indices are those of `<drawing-preview>`'s highlights. */
export function boxedFindings(findings: readonly DrawingFinding[]): DrawingFinding[] {
  return findings.filter((f) => f.box !== undefined)
}

/** The index of the boxed finding behind an attribute (for highlighting it), by field name; -1 if none. */
export function findingIndexFor(findings: readonly DrawingFinding[], attribute: string): number {
  const aliases: Record<string, string[]> = {
    ra: ['ra', 'roughness'],
    toleranceGrade: ['tolerance', 'toleranceGrade'],
    material: ['material'],
    threads: ['thread', 'threads'],
  }
  const names = aliases[attribute] ?? [attribute]
  return findings.findIndex(
    (f) => f.box !== undefined && names.some((n) => f.field.toLowerCase().startsWith(n.toLowerCase())),
  )
}

/** The `highlights` of `<drawing-preview>` for boxed findings; the active one is labelled with a marker. */
export function highlightsOf(
  boxed: readonly DrawingFinding[],
  active: number,
): { page?: number; x: number; y: number; width: number; height: number; label: string }[] {
  return boxed.flatMap((f, i) =>
    f.box
      ? [{ ...(f.page ? { page: f.page } : {}), ...f.box, label: `${i === active ? '▶ ' : ''}${f.raw ?? f.field}` }]
      : [],
  )
}
