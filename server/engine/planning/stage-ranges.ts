import type { ProcessStage } from '../../../contract/process-library.ts'

/**
 * The sequence range each stage's operations take in a route, in route order: a craft's default
 * `seq` lies inside its stage's range, so sorting operations by it keeps the stages in order.
 */
export const STAGE_SEQ_RANGES: Readonly<Record<ProcessStage, readonly [number, number]>> = {
  prep: [18, 20],
  cutting: [30, 30],
  fixturing: [50, 52],
  turning: [53, 56],
  'rough-milling': [60, 63],
  'stress-relief': [64, 65],
  drilling: [70, 78],
  threading: [80, 95],
  profiling: [100, 109],
  finishing: [110, 112],
  'heat-treatment': [120, 121],
  precision: [130, 139],
  'wire-edm': [140, 140],
  deburr: [150, 154],
  'pre-treatment': [160, 164],
  'surface-treatment': [165, 177],
  'post-treatment': [182, 187],
  'coating-inspection': [188, 190],
  inspection: [199, 199],
  packaging: [200, 200],
}
