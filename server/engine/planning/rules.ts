// Thresholds of the planning rules, each stated once.

/** Bar work at or beyond this batch goes to a Swiss-type lathe when the part is small and slender. */
export const SWISS_MIN_QTY = 500
export const SWISS_MAX_DIAMETER = 32
export const SWISS_MIN_SLENDERNESS = 3
/** A batch this large pays for a turn-mill's fewer setups on a shaft with off-axis features. */
export const TURN_MILL_MIN_QTY = 50
/** Batches from this size in several setups (or with precision work) get a first-article inspection and soft jaws. */
export const BATCH_QTY = 20
/** Hole depth/diameter: peck (deep-hole) drilling above the first, gun drill or manual above the second. */
export const PECK_RATIO = 5
export const GUN_DRILL_RATIO = 10
/** Threads above this size (mm), and all threads in SS/Ti, are thread-milled instead of tapped. */
export const TAP_MAX_SIZE = 12
/** Reamed fits up to this diameter; larger ones are bored. */
export const REAM_MAX_DIAMETER = 20
/** Grinding follows when the tightest grade is this or finer, or the finest Ra is this or finer. */
export const GRIND_GRADE = 6
export const GRIND_RA = 0.8
/** A CMM check when the tightest grade is this or finer. */
export const CMM_GRADE = 7
/** Aluminium parts removing more than this share of the blank get a stress relief between rough and finish. */
export const STRESS_RELIEF_REMOVAL = 0.6
/** Internal corners tighter than this (mm) are wire-cut; pockets deeper than this × width are flagged. */
export const WIRE_CORNER_RADIUS = 0.5
export const DEEP_POCKET_RATIO = 4
/** Drill sizes match a tool within this (mm). */
export const SIZE_MATCH_MM = 0.05
/** Material classes that need coated tools and are thread-milled. */
export const TOUGH_MATERIALS = ['SS', 'Ti'] as const
