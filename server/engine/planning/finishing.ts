import { addOp, nextSetup, type Build } from './builder.ts'
import { CMM_GRADE, BATCH_QTY, GRIND_GRADE, GRIND_RA, WIRE_CORNER_RADIUS } from './rules.ts'
import { emitSurface } from './treatments.ts'

/** Wheel sizes of the two grinder classes (M1432 takes Ø400 wheels, M7130 up to Ø350). */
const CYLINDRICAL_WHEEL_MM = 400
const SURFACE_WHEEL_MM = 350

export interface FinishingInput {
  /** Hardened (淬火/渗碳) after finishing: the machined sizes are recovered by grinding. */
  hardened: boolean
  reamed: number
  /** Treatments of the configuration no craft maps to, for a person to add. */
  unmapped: string[]
}

/**
 * Everything after the cutting: precision work (grinding after hardening or for IT6 / Ra 0.8,
 * slow wire for corners an end mill cannot make), deburr, surface treatment, inspection (first
 * article for batches with several setups or precision work, CMM for tight grades) and packaging.
 */
export function finishingSteps(b: Build, input: FinishingInput) {
  const p = b.part
  const grade = p.tightGrade ?? 99
  // Aluminium finish-mills to Ra 0.8; other materials are ground from there.
  const fineRa = p.material.class === 'Al' ? p.finestRa < GRIND_RA : p.finestRa <= GRIND_RA
  const precision = input.hardened || grade <= GRIND_GRADE || fineRa
  if (precision) {
    const rotational = p.cls === 'rotational'
    addOp(b, rotational ? 'CR-GRIND-C' : 'CR-GRIND-S', {
      setup: nextSetup(b),
      kinds: [rotational ? 'cylindrical-grinder' : 'surface-grinder'],
      reason: {
        code: 'plan.reason.grinding',
        params: { grade: p.tightGrade ?? '', ra: p.finestRa, hardened: input.hardened ? 1 : 0 },
      },
      tools: [
        rotational
          ? { type: 'grinding-wheel', minDiameter: CYLINDRICAL_WHEEL_MM }
          : { type: 'grinding-wheel', maxDiameter: SURFACE_WHEEL_MM },
      ],
    })
  }
  const sharp = p.milled.filter((f) => (f.cornerRadius ?? Infinity) < WIRE_CORNER_RADIUS)
  if (sharp.length > 0) {
    addOp(b, 'CR-WEDM', {
      setup: nextSetup(b),
      kinds: ['wire-edm'],
      source: '3d',
      reason: { code: 'plan.reason.wireEdm', params: { count: sharp.length, radius: WIRE_CORNER_RADIUS } },
      tools: [{ type: 'edm-wire' }],
      featureIds: sharp.map((f) => f.id),
    })
  }
  addOp(b, 'CR-DEBURR', {
    kinds: ['bench'],
    reason: { code: 'plan.reason.deburr', params: {} },
    tools: [{ type: 'deburr-tool' }],
  })
  const unmapped = [...input.unmapped, ...emitSurface(b, input.hardened, input.reamed), ...p.unknownTreatments]
  const setups = new Set(b.ops.filter((o) => o.setup > 0).map((o) => o.setup)).size
  if (p.quantity >= BATCH_QTY && (setups > 1 || precision)) {
    addOp(b, 'CR-FAI', {
      kinds: ['cmm', 'gauges'],
      perBatch: true,
      reason: { code: 'plan.reason.fai', params: { quantity: p.quantity, setups } },
    })
  }
  // Turned fits are measured with micrometers and gauges at final inspection.
  if (grade <= CMM_GRADE && p.cls !== 'rotational') {
    addOp(b, 'CR-CMM', { kinds: ['cmm'], reason: { code: 'plan.reason.cmm', params: { grade } } })
  }
  addOp(b, 'CR-FINAL', {
    kinds: ['gauges', 'cmm'],
    reason: { code: 'plan.reason.finalInspection', params: {} },
    review: unmapped.map((term) => ({ code: 'plan.review.unknownTreatment', params: { term } })),
  })
  addOp(b, 'CR-PACK', { kinds: ['bench'], reason: { code: 'plan.reason.packaging', params: {} } })
}
