import { DEFAULT_DFM_RULES, type DfmRuleId, type DfmRuleSetting, type DfmSection } from '../../../../contract/dfm.ts'
import type { MaterialClass } from '../../../../contract/quote-config.ts'
import type { LibraryOptions } from '../../../../contract/process-library.ts'
import {
  defaultLibraryOptions,
  dfmFindings,
  type GeometryReport,
  type RecognisedFeature,
} from '../../../../server/engine/index.ts'
import { blockGeometry } from '../support/reports.ts'

/** A recognised feature as the recogniser would report it (only what the rules read). */
export const feature = (f: Partial<RecognisedFeature> & Pick<RecognisedFeature, 'kind'>): RecognisedFeature => ({
  id: `${f.kind}-1`,
  faces: [7, 8, 9],
  access: [[0, 0, -1]],
  ...f,
})

/** A rule pack with every rule off but the one judged (so a test sees that rule alone). */
export function only(id: DfmRuleId, setting: Partial<DfmRuleSetting> = {}): DfmSection {
  const rules = Object.fromEntries(
    Object.entries(DEFAULT_DFM_RULES).map(([k, v]) => [k, k === id ? { ...v, ...setting } : { ...v, severity: 'off' }]),
  )
  return { rules }
}

/** The findings of one rule on the 100×60×20 block carrying `geometry`. */
export function judge(
  id: DfmRuleId,
  geometry: Partial<GeometryReport>,
  opts: { setting?: Partial<DfmRuleSetting>; cls?: MaterialClass; libraries?: LibraryOptions } = {},
) {
  return dfmFindings({
    geometry: blockGeometry(geometry),
    materialClass: opts.cls ?? 'Al',
    libraries: opts.libraries ?? defaultLibraryOptions(),
    section: only(id, opts.setting),
  })
}
