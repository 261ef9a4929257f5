import type { CraftInput, EquipmentType, ProcessStage, TimeBasis, ToolType } from '../../../contract/process-library.ts'

// The craft library a fresh installation starts with: every stage of the route (contract/process-library.ts), with the
// economic IT grade and Ra each reaches (the surface route a required Ra calls for). Codes are stable: routes, the planner's
// rules and imported spreadsheets refer to them, so a code is never reused for another craft.

const MILLS: EquipmentType[] = ['vmc3', 'vmc4', 'vmc5', 'gantry', 'turn-mill']
const LATHES: EquipmentType[] = ['lathe', 'turn-mill', 'swiss']
const HOLE_MACHINES: EquipmentType[] = [...MILLS, ...LATHES]
const OUT: EquipmentType[] = ['treatment-line']

function craft(
  code: string,
  nameZh: string,
  nameEn: string,
  stage: ProcessStage,
  seq: number,
  equipmentTypes: EquipmentType[],
  toolTypes: ToolType[],
  accuracy: [it: number | null, ra: number | null],
  timeBasis: TimeBasis,
  timeFactor: number,
): CraftInput {
  return {
    code,
    nameZh,
    nameEn,
    stage,
    seq,
    equipmentTypes,
    toolTypes,
    itGrade: accuracy[0],
    ra: accuracy[1],
    timeBasis,
    timeFactor,
  }
}

const NONE: [null, null] = [null, null]

// One craft a line, as a table reads.
// prettier-ignore
export const DEFAULT_CRAFTS: CraftInput[] = [
  craft('CR-PREP', '来料确认/备料', 'Material check & prep', 'prep', 18, ['bench'], [], NONE, 'fixed', 1),
  craft('CR-NORMALIZE', '正火/退火', 'Normalising / annealing', 'prep', 20, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-SAW', '锯切下料', 'Saw cutting', 'cutting', 30, ['saw'], ['saw-blade'], NONE, 'fixed', 3),
  craft('CR-WIRE-BLANK', '线割开料', 'Wire-cut blank', 'cutting', 30, ['wire-edm'], ['edm-wire'], NONE, 'fixed', 15),
  craft('CR-LASER', '激光下料', 'Laser cutting', 'cutting', 30, [], [], NONE, 'outsourced', 0),
  craft('CR-FIX', '装夹/找正', 'Fixturing & alignment', 'fixturing', 50, [...MILLS, ...LATHES], [], NONE, 'setup', 1),
  craft('CR-SOFT-JAW', '软爪/专用夹具', 'Soft jaws / dedicated fixture', 'fixturing', 51, [...MILLS, ...LATHES], [], NONE, 'fixed', 0),
  craft('CR-FACE', '车端面/打中心孔', 'Facing & centre drilling', 'turning', 53, LATHES, ['turning-insert', 'center-drill'], [11, 6.3], 'rough', 0.15),
  craft('CR-TURN-R', '粗车', 'Rough turning', 'turning', 54, LATHES, ['turning-insert'], [12, 12.5], 'rough', 1),
  craft('CR-MILL-R', '粗铣', 'Rough milling', 'rough-milling', 60, MILLS, ['face-mill', 'end-mill'], [12, 12.5], 'rough', 1),
  craft('CR-STRESS', '去应力/时效', 'Stress relief / ageing', 'stress-relief', 64, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-QT', '调质', 'Quench & temper', 'stress-relief', 65, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-SPOT', '点钻', 'Spot drilling', 'drilling', 70, HOLE_MACHINES, ['spot-drill'], NONE, 'holes', 0.1),
  craft('CR-DRILL', '钻孔', 'Drilling', 'drilling', 72, HOLE_MACHINES, ['spot-drill', 'drill'], [11, 12.5], 'holes', 1),
  craft('CR-DRILL-DEEP', '深孔钻', 'Deep-hole drilling', 'drilling', 74, HOLE_MACHINES, ['drill'], [11, 12.5], 'holes', 1),
  craft('CR-BORE-R', '粗镗/扩孔', 'Rough boring', 'drilling', 76, HOLE_MACHINES, ['boring-bar', 'end-mill'], [10, 6.3], 'ream', 0.4),
  craft('CR-CBORE', '锪孔/沉孔', 'Counterbore / countersink', 'threading', 80, MILLS, ['counterbore', 'countersink'], [11, 6.3], 'holes', 1),
  craft('CR-TAP', '攻丝', 'Tapping', 'threading', 85, HOLE_MACHINES, ['tap'], NONE, 'threads', 1),
  craft('CR-THREAD-MILL', '螺纹铣', 'Thread milling', 'threading', 86, MILLS, ['thread-mill'], NONE, 'threads', 1),
  craft('CR-POCKET', '铣槽/型腔/外形', 'Slots, pockets & profile', 'profiling', 100, MILLS, ['end-mill', 'ball-mill'], [10, 6.3], 'rough', 0.3),
  craft('CR-KEYWAY', '铣键槽', 'Keyway milling', 'profiling', 102, ['vmc3', 'vmc4', 'vmc5', 'turn-mill'], ['keyseat-cutter'], [9, 3.2], 'rough', 0.1),
  craft('CR-EDM', '电火花', 'Sinker EDM', 'profiling', 106, ['edm'], [], [8, 1.6], 'fixed', 30),
  craft('CR-MILL-F', '半精铣/精铣', 'Semi-finish / finish milling', 'finishing', 110, MILLS, ['end-mill', 'face-mill', 'ball-mill', 'chamfer-mill'], [8, 1.6], 'finish', 1),
  craft('CR-TURN-F', '半精车/精车', 'Semi-finish / finish turning', 'finishing', 110, LATHES, ['turning-insert'], [8, 1.6], 'finish', 1),
  craft('CR-GROOVE', '切槽', 'Grooving', 'finishing', 111, LATHES, ['grooving-insert'], [10, 3.2], 'finish', 0.15),
  craft('CR-HARDEN', '淬火+回火', 'Hardening & tempering', 'heat-treatment', 120, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-CARBURIZE', '渗碳淬火', 'Carburising & hardening', 'heat-treatment', 120, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-NITRIDE', '氮化', 'Nitriding', 'heat-treatment', 121, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-STRAIGHTEN', '校直/校平', 'Straightening / flattening', 'precision', 130, ['bench'], [], NONE, 'fixed', 5),
  craft('CR-GRIND-S', '平面磨', 'Surface grinding', 'precision', 131, ['surface-grinder'], ['grinding-wheel'], [6, 0.8], 'fixed', 10),
  craft('CR-GRIND-C', '外圆磨', 'Cylindrical grinding', 'precision', 132, ['cylindrical-grinder'], ['grinding-wheel'], [6, 0.4], 'fixed', 8),
  craft('CR-REAM', '铰孔', 'Reaming', 'precision', 134, HOLE_MACHINES, ['reamer'], [7, 1.6], 'ream', 1),
  craft('CR-BORE-F', '精镗', 'Finish boring', 'precision', 135, HOLE_MACHINES, ['boring-bar'], [7, 0.8], 'ream', 0.6),
  craft('CR-HARDNESS', '硬度检测', 'Hardness test', 'precision', 139, ['gauges'], [], NONE, 'fixed', 1),
  craft('CR-WEDM', '线切割', 'Wire EDM', 'wire-edm', 140, ['wire-edm'], ['edm-wire'], [6, 0.8], 'fixed', 20),
  craft('CR-DEBURR', '去毛刺', 'Deburring', 'deburr', 150, ['bench'], ['deburr-tool'], NONE, 'fixed', 3),
  craft('CR-CHAMFER', '倒角', 'Chamfering', 'deburr', 151, ['bench', ...MILLS], ['chamfer-mill', 'deburr-tool'], NONE, 'fixed', 1),
  craft('CR-CLEAN', '清洗', 'Cleaning', 'deburr', 153, ['bench'], [], NONE, 'fixed', 1),
  craft('CR-SANDBLAST', '喷砂', 'Sandblasting', 'pre-treatment', 160, OUT, [], NONE, 'outsourced', 0),
  craft('CR-MASK', '遮蔽', 'Masking', 'pre-treatment', 162, ['bench'], [], NONE, 'fixed', 2),
  craft('CR-ANODIZE', '阳极氧化', 'Anodising', 'surface-treatment', 165, OUT, [], NONE, 'outsourced', 0),
  craft('CR-HARD-ANODIZE', '硬质阳极氧化', 'Hard anodising', 'surface-treatment', 166, OUT, [], NONE, 'outsourced', 0),
  craft('CR-CHROMATE', '导电氧化', 'Chromate conversion', 'surface-treatment', 167, OUT, [], NONE, 'outsourced', 0),
  craft('CR-BLACK-OXIDE', '发黑', 'Black oxide', 'surface-treatment', 168, OUT, [], NONE, 'outsourced', 0),
  craft('CR-ZINC', '镀锌', 'Zinc plating', 'surface-treatment', 169, OUT, [], NONE, 'outsourced', 0),
  craft('CR-NICKEL', '镀镍', 'Nickel plating', 'surface-treatment', 170, OUT, [], NONE, 'outsourced', 0),
  craft('CR-CHROME', '镀铬', 'Chrome plating', 'surface-treatment', 171, OUT, [], NONE, 'outsourced', 0),
  craft('CR-PASSIVATE', '钝化', 'Passivation', 'surface-treatment', 172, OUT, [], NONE, 'outsourced', 0),
  craft('CR-POWDER', '粉末喷涂', 'Powder coating', 'surface-treatment', 173, OUT, [], NONE, 'outsourced', 0),
  craft('CR-ELECTROPOLISH', '电解抛光', 'Electropolishing', 'surface-treatment', 174, OUT, [], NONE, 'outsourced', 0),
  craft('CR-DEHYDROGEN', '除氢', 'Hydrogen relief bake', 'post-treatment', 182, ['furnace'], [], NONE, 'outsourced', 0),
  craft('CR-RETAP', '回攻清牙', 'Thread chasing after treatment', 'post-treatment', 184, ['bench'], ['tap'], NONE, 'fixed', 0.5),
  craft('CR-REREAM', '氧化后复铰', 'Re-reaming after treatment', 'post-treatment', 185, ['bench', ...MILLS], ['reamer'], [7, 1.6], 'fixed', 1),
  craft('CR-FILM-CHECK', '膜厚/外观检验', 'Coating thickness & appearance check', 'coating-inspection', 188, ['gauges'], [], NONE, 'fixed', 1),
  craft('CR-FAI', '首件检验', 'First-article inspection', 'inspection', 199, ['cmm', 'gauges'], [], NONE, 'fixed', 15),
  craft('CR-CMM', '三坐标检测', 'CMM inspection', 'inspection', 199, ['cmm'], [], NONE, 'fixed', 10),
  craft('CR-FINAL', '终检', 'Final inspection', 'inspection', 199, ['gauges', 'cmm'], [], NONE, 'fixed', 3),
  craft('CR-PACK', '防护包装', 'Protective packaging', 'packaging', 200, ['bench'], [], NONE, 'fixed', 1),
]
