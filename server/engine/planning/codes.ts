// Every code the planner stores: why an operation is there (reason), why it needs a person's look
// (review), what is wrong with a route (issue) and what a command did (command). Each is a key of
// the server catalogue (locales/server/*.json), which words it in zh-CN and en.

export const REASON_CODES = [
  'prep',
  'sawBlank',
  'laserBlank',
  'softJaw',
  'facing',
  'roughTurning',
  'roughMilling',
  'stressRule',
  'heatTreatment',
  'qt',
  'finishTurning',
  'grooving',
  'finishMilling',
  'pockets',
  'keyway',
  'drilling',
  'deepDrilling',
  'boring',
  'counterbore',
  'countersink',
  'tapping',
  'threadMilling',
  'reaming',
  'finishBoring',
  'harden',
  'nitride',
  'grinding',
  'wireEdm',
  'deburr',
  'clean',
  'masking',
  'surface',
  'dehydrogen',
  'retap',
  'reream',
  'filmCheck',
  'fai',
  'cmm',
  'finalInspection',
  'packaging',
  'command',
  'user',
] as const

export const REVIEW_CODES = [
  'noEquipment',
  'beyondTravel',
  'equipmentMissing',
  'equipmentUnavailable',
  'equipmentKind',
  'equipmentTooSmall',
  'craftUnavailable',
  'toolUnavailable',
  'noTool',
  'uncoatedTool',
  'deepHole',
  'gunDrill',
  'smallCornerRadius',
  'deepPocket',
  'thinWall',
  'treatmentIncompatible',
  'unknownTreatment',
  'unknownMaterial',
  'noModel',
  'compoundAngles',
  'extraSetups',
  'anodizeFit',
  'chromeGrind',
  'hardenedHole',
  'fitUnknown',
  'threadUnmatched',
  'timeUnknown',
] as const

export const ISSUE_CODES = [
  'qtBeforeRoughing',
  'qtAfterFinishing',
  'precisionBeforeHardening',
  'machiningAfterSurface',
  'surfaceBeforeDeburr',
  'inspectionNotLast',
  'packagingNotLast',
  'noInspection',
  'noPackaging',
  'libraryProblem',
  'needsReview',
] as const

export const COMMAND_CODES = [
  'notUnderstood',
  'unknownCraft',
  'notInRoute',
  'noMachine',
  'heatChanged',
  'heatRemoved',
  'surfaceChanged',
  'surfaceRemoved',
  'added',
  'removed',
  'machineChanged',
] as const

type Keyed<P extends string, C extends readonly string[]> = `plan.${P}.${C[number]}`
export type ReasonCode = Keyed<'reason', typeof REASON_CODES>
export type ReviewCode = Keyed<'review', typeof REVIEW_CODES>
export type IssueCode = Keyed<'issue', typeof ISSUE_CODES>
export type CommandCode = Keyed<'command', typeof COMMAND_CODES>
export type PlanCode = ReasonCode | ReviewCode | IssueCode | CommandCode

/** Review codes the route check recomputes from the libraries on every edit; the rest are kept. */
export const LIBRARY_REVIEW_CODES: ReviewCode[] = [
  'plan.review.noEquipment',
  'plan.review.beyondTravel',
  'plan.review.equipmentMissing',
  'plan.review.equipmentUnavailable',
  'plan.review.equipmentKind',
  'plan.review.equipmentTooSmall',
  'plan.review.craftUnavailable',
  'plan.review.toolUnavailable',
]
