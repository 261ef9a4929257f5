import type { DfmRuleId } from '../../../../contract/dfm.ts'
import type { DfmRule } from '../types.ts'
import { cornerRadiusDepth } from './corner-radius-depth.ts'
import { cornerRadiusTool } from './corner-radius-tool.ts'
import { deepHole } from './deep-hole.ts'
import { drillDepth } from './drill-depth.ts'
import { envelope } from './envelope.ts'
import { holeMinDiameter } from './hole-min-diameter.ts'
import { holeNonstandard } from './hole-nonstandard.ts'
import { oneSideDepth } from './one-side-depth.ts'
import { pocketDepth } from './pocket-depth.ts'
import { tappedDepth } from './tapped-depth.ts'
import { toolAccess } from './tool-access.ts'
import { wallHeight } from './wall-height.ts'
import { wallThickness } from './wall-thickness.ts'

/** Every rule by its id: the record's type makes a rule of the contract without code a compile error. */
export const DFM_RULES: Record<DfmRuleId, DfmRule> = {
  'wall-thickness': wallThickness,
  'wall-height': wallHeight,
  'corner-radius-depth': cornerRadiusDepth,
  'corner-radius-tool': cornerRadiusTool,
  'pocket-depth': pocketDepth,
  'drill-depth': drillDepth,
  'deep-hole': deepHole,
  'tapped-depth': tappedDepth,
  'hole-min-diameter': holeMinDiameter,
  'hole-nonstandard': holeNonstandard,
  'tool-access': toolAccess,
  'one-side-depth': oneSideDepth,
  envelope,
}
