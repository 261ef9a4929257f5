import {
  DEFAULT_DFM_RULES,
  DFM_RULE_IDS,
  type DfmFinding,
  type DfmRuleSetting,
  type DfmSection,
} from '../../../contract/dfm.ts'
import type { MaterialClass } from '../../../contract/quote-config.ts'
import { CORNERED } from '../planning/part.ts'
import { DFM_RULES } from './rules/index.ts'
import type { DfmInput } from './types.ts'

export type { DfmInput } from './types.ts'

/** A rule's setting in a rule pack: its own, else the default (a configuration saved before the rule existed). */
export const ruleSetting = (section: DfmSection, id: keyof typeof DEFAULT_DFM_RULES): DfmRuleSetting =>
  section.rules[id] ?? DEFAULT_DFM_RULES[id]

/** A rule's limit for a material class: the class's own when set, else the rule's. */
export const limitFor = (setting: DfmRuleSetting, cls: MaterialClass): number | null => setting[cls] ?? setting.limit

/**
 * The part's manufacturability findings under the configuration's rule pack, in rule order: each
 * names its rule, its severity (what it does to the quote), the faces and features it is about and
 * the numbers it was judged on. Pure: the same part, libraries and rules give the same findings,
 * so a counterfactual (a larger corner radius, another material) can be judged again cheaply.
 */
export function dfmFindings(input: DfmInput): DfmFinding[] {
  const g = input.geometry
  // The buyer's accepted radius widens the corners the planner widens, as they will be made.
  const accepted = input.acceptedCorner ?? 0
  const features = (g.features ?? []).map((f) =>
    f.cornerRadius !== undefined && f.cornerRadius < accepted && CORNERED.has(f.kind)
      ? { ...f, cornerRadius: accepted }
      : f,
  )
  const ctx = {
    features,
    walls: g.walls ?? [],
    dims: [g.bbox.size.x, g.bbox.size.y, g.bbox.size.z] as [number, number, number],
    geometry: g,
    materialClass: input.materialClass,
    libraries: input.libraries,
  }
  return DFM_RULE_IDS.flatMap((id) => {
    const setting = ruleSetting(input.section, id)
    if (setting.severity === 'off') return []
    const severity = setting.severity
    const breaches = DFM_RULES[id].check({ ...ctx, limit: limitFor(setting, input.materialClass) })
    return breaches.map((b): DfmFinding => ({ rule: id, severity, ...b }))
  })
}
