import type { BlankRules } from './blank.ts'

/** Blank defaults: allowances, minimum sizes and the commonly stocked sizes (verify them with suppliers). */
export function defaultBlankRules(): BlankRules {
  return {
    plateSideMm: 2.5,
    plateThickSideMm: 1.5,
    barDiaSideMm: [
      [30, 1],
      [80, 1.5],
      [150, 2.5],
      [1e9, 3],
    ],
    facingPerEndMm: 1.5,
    kerfMm: 2,
    chuckGripMm: 10,
    heatTreatSideMm: 1,
    plateThicknesses: [
      2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 18, 20, 22, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120, 130,
      140, 150, 160, 180, 200,
    ],
    roundDiameters: [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 25, 26, 28, 30, 32, 35, 36, 38, 40, 42,
      45, 48, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 130, 140, 150, 160, 170, 180, 190,
      200, 220, 250, 280, 300,
    ],
    scrapFactor: 1.08,
    minBillKg: 0.2,
    sawPerCut: 8,
    nearNetRatio: 4,
    shellStockRemovalFactor: 0.42,
  }
}
