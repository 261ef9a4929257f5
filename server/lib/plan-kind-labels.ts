import type { PlanCode, PlanMessage } from '../engine/planning/index.ts'
import { enumWord, seededName, type SeededKind } from './enum-labels.ts'
import type { Locale } from './i18n.ts'

// The planner names machine kinds, tool types and material classes by their codes (vmc5, drill, SS); a reader sees the
// words the process libraries use for them, from the enum catalogue the library screens read.

type Kind = 'equipmentType' | 'toolType' | 'materialClass'

/** The parameters of each planner message that hold kind codes (`kinds` a comma-separated list). */
const KIND_PARAMS: Partial<Record<PlanCode, Record<string, Kind>>> = {
  'plan.review.noTool': { type: 'toolType' },
  'plan.review.uncoatedTool': { material: 'materialClass' },
  'plan.review.equipmentKind': { kind: 'equipmentType' },
  'plan.review.noEquipment': { kinds: 'equipmentType' },
  'plan.command.noMachine': { kind: 'equipmentType' },
}

/** Parameters that hold a seeded name, with the parameter that holds its key. */
const SEEDED_PARAMS: Partial<Record<PlanCode, Record<string, [SeededKind, string]>>> = {
  'plan.reason.prep': { material: ['materialName', 'materialKey'] },
  'plan.review.treatmentIncompatible': {
    treatment: ['treatmentName', 'treatmentKey'],
    material: ['materialName', 'materialKey'],
  },
}

const LIST_SEPARATOR: Record<Locale, string> = { 'zh-CN': '、', en: ', ' }

/** A planner message's parameters with its kind codes and seeded names in the reader's words (unknown codes stay). */
export function withKindLabels(locale: Locale, m: PlanMessage): PlanMessage['params'] {
  const params = { ...m.params }
  for (const [name, [kind, keyParam]] of Object.entries(SEEDED_PARAMS[m.code] ?? {})) {
    const [value, key] = [params[name], params[keyParam]]
    if (typeof value === 'string' && typeof key === 'string') params[name] = seededName(locale, kind, key, value)
  }
  const kinds = KIND_PARAMS[m.code]
  if (!kinds) return params
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name]
    if (typeof value !== 'string') continue
    const word = (code: string) => enumWord(locale, kind, code)
    params[name] = value
      .split(/,\s*/)
      .map((code) => word(code.trim()))
      .join(LIST_SEPARATOR[locale])
  }
  return params
}
