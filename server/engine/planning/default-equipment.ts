import type { EquipmentType } from '../../../contract/process-library.ts'
import type { equipmentInput } from '../../../contract/process-library.ts'
import type { z } from 'zod'
import enumsZhCN from '../../../locales/enums/zh-CN.json'

// The equipment a fresh installation starts with: one machine of every kind the planner asks for,
// hourly rates of the pricing defaults (CNY ex-VAT; shown in the library, while routes and quotes are
// priced at the cost tables' machine rate by kind). Travel is the working envelope the planner
// checks a part against: X × Y × Z for mills, grinders and EDM; Ø (X) × length (Z) for lathes and
// the cylindrical grinder; 0 where a part is not held by the machine (bench, furnace, gauges).

export type EquipmentInput = z.input<typeof equipmentInput>

function machine(
  code: string,
  name: string,
  nameEn: string,
  type: EquipmentType,
  travel: [x: number, y: number, z: number],
  axes: number,
  maxRpm: number,
  hourlyRate: number,
  workshop: string,
): EquipmentInput {
  const [travelX, travelY, travelZ] = travel
  return { code, name, nameEn, type, travelX, travelY, travelZ, axes, maxRpm, hourlyRate, workshop }
}

// Workshops are stored in the default language's words of the enum catalogue; screens label them per reader.
const { workshop } = enumsZhCN.enums
const SAW = workshop.cutting
const TURN = workshop.turning
const MILL = workshop.milling
const GRIND = workshop.grinding
const EDM = workshop.edm
const OUT = workshop.outsourced
const QC = workshop.inspection
const FIT = workshop.fitting

export const DEFAULT_EQUIPMENT: EquipmentInput[] = [
  machine('EQ-SAW', '带锯床 GB4028', 'Band saw GB4028', 'saw', [6000, 280, 280], 1, 0, 40, SAW),
  machine('EQ-LATHE', '数控车床 CK6150', 'CNC lathe CK6150', 'lathe', [320, 0, 1000], 2, 2000, 80, TURN),
  machine(
    'EQ-TURNMILL',
    '车铣复合 TMC-350',
    'Turn-mill centre TMC-350',
    'turn-mill',
    [350, 100, 600],
    4,
    4000,
    200,
    TURN,
  ),
  machine('EQ-SWISS', '走心机 SW-32', 'Swiss-type lathe SW-32', 'swiss', [32, 0, 320], 5, 10000, 150, TURN),
  machine(
    'EQ-VMC3',
    '立式加工中心 VMC850',
    'Vertical machining centre VMC850',
    'vmc3',
    [850, 500, 500],
    3,
    8000,
    100,
    MILL,
  ),
  machine(
    'EQ-VMC4',
    '四轴加工中心 VMC850+A',
    '4-axis machining centre VMC850+A',
    'vmc4',
    [700, 500, 450],
    4,
    10000,
    140,
    MILL,
  ),
  machine('EQ-VMC5', '五轴加工中心 U500', '5-axis machining centre U500', 'vmc5', [500, 450, 400], 5, 14000, 300, MILL),
  machine(
    'EQ-GANTRY',
    '龙门加工中心 GMC2016',
    'Gantry machining centre GMC2016',
    'gantry',
    [2000, 1600, 800],
    3,
    6000,
    180,
    MILL,
  ),
  machine(
    'EQ-GRIND-S',
    '平面磨床 M7130',
    'Surface grinder M7130',
    'surface-grinder',
    [1000, 300, 400],
    3,
    1440,
    90,
    GRIND,
  ),
  machine(
    'EQ-GRIND-C',
    '外圆磨床 M1432',
    'Cylindrical grinder M1432',
    'cylindrical-grinder',
    [320, 0, 1000],
    2,
    1670,
    95,
    GRIND,
  ),
  machine('EQ-WEDM-S', '慢走丝线切割 AQ400', 'Slow wire EDM AQ400', 'wire-edm', [400, 300, 250], 4, 0, 120, EDM),
  machine('EQ-WEDM-M', '中走丝线切割 DK7740', 'Medium wire EDM DK7740', 'wire-edm', [500, 400, 300], 4, 0, 60, EDM),
  machine('EQ-EDM', '电火花成型机 EDM450', 'Sinker EDM EDM450', 'edm', [450, 350, 300], 3, 0, 120, EDM),
  machine('EQ-FURNACE', '外协热处理炉', 'Outsourced heat-treatment furnace', 'furnace', [0, 0, 0], 0, 0, 0, OUT),
  machine('EQ-TREAT', '外协表面处理线', 'Outsourced surface-treatment line', 'treatment-line', [0, 0, 0], 0, 0, 0, OUT),
  machine('EQ-BENCH', '钳工台', 'Fitter’s bench', 'bench', [0, 0, 0], 0, 0, 40, FIT),
  machine('EQ-CMM', '三坐标测量机 7.10.7', 'CMM 7.10.7', 'cmm', [700, 1000, 700], 3, 0, 150, QC),
  machine(
    'EQ-GAUGES',
    '通用量具(卡尺/千分尺/螺纹规/硬度计)',
    'Gauges (calipers, micrometers, thread and hardness gauges)',
    'gauges',
    [0, 0, 0],
    0,
    0,
    40,
    QC,
  ),
]
