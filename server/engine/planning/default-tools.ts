import type { MaterialClass } from '../../../contract/quote-config.ts'
import type { ToolType, toolInput } from '../../../contract/process-library.ts'
import type { z } from 'zod'
import enumsZhCN from '../../../locales/enums/zh-CN.json'
import { TAP_DRILLS as TAP_DRILL_TABLE } from '../geometry/features.ts'

// The tool library a fresh installation starts with, the typical tools of each stage: drills
// in the metric tap-drill sizes (below) and the common clearance sizes, taps M3–M20 in both flute
// forms, H7 reamers, and end mills sized Ø4–Ø20 for aluminium (3-flute) and steel (coated 4-flute).

export type ToolInput = z.input<typeof toolInput>
/** A tool material the catalogue names; stored in the default language's words, labelled per reader on screen. */
type ToolMaterial = keyof typeof enumsZhCN.enums.toolMaterial

const ANY: MaterialClass[] = []
const SOFT: MaterialClass[] = ['Al', 'brass', 'copper', 'plastic']
const HARD: MaterialClass[] = ['steel', 'SS', 'Ti']

function tool(
  code: string,
  name: string,
  nameEn: string,
  type: ToolType,
  diameter: number | null,
  spec: { size?: string; toolMaterial?: ToolMaterial; coating?: string; suits?: MaterialClass[] },
): ToolInput {
  return {
    code,
    name,
    nameEn,
    type,
    diameter,
    size: spec.size ?? '',
    toolMaterial: enumsZhCN.enums.toolMaterial[spec.toolMaterial ?? 'carbide'],
    coating: spec.coating ?? '',
    suitableMaterials: spec.suits ?? ANY,
  }
}

/** Tap drill by thread (the table feature recognition reads), also drilled for clearance sizes below. */
export const TAP_DRILLS: Record<string, number> = Object.fromEntries(TAP_DRILL_TABLE)
const CLEARANCE_DRILLS = [3, 4, 5.5, 6, 6.6, 8, 9, 10, 11, 12, 13.5, 16, 18, 20]
const DRILLS = [...new Set([...Object.values(TAP_DRILLS), ...CLEARANCE_DRILLS])].sort((a, b) => a - b)
const THREADS = Object.keys(TAP_DRILLS)
const MILL_SIZES = [4, 6, 8, 10, 12, 16, 20]
const REAMERS = [4, 5, 6, 8, 10, 12, 16, 20]
const KEYWAYS = [4, 5, 6, 8, 10, 12]
/** Counterbore Ø for socket-head screws (GB/T 152.3). */
const COUNTERBORES: [string, number][] = [
  ['M4', 8],
  ['M5', 10],
  ['M6', 11],
  ['M8', 15],
  ['M10', 18],
  ['M12', 20],
]
const mmCode = (d: number) => d.toFixed(1)

export const DEFAULT_TOOLS: ToolInput[] = [
  tool('T-SAW-BM', '双金属带锯条 27×0.9', 'Bimetal band-saw blade 27×0.9', 'saw-blade', null, {
    toolMaterial: 'm42-bimetal',
  }),
  tool('T-CNMG-AL', 'CNMG120404 铝用刀片', 'CNMG120404 insert for aluminium', 'turning-insert', null, { suits: SOFT }),
  tool('T-CNMG-ST', 'CNMG120408 涂层刀片', 'CNMG120408 coated insert', 'turning-insert', null, {
    coating: 'CVD',
    suits: HARD,
  }),
  tool('T-DNMG-ST', 'DNMG150608 涂层刀片', 'DNMG150608 coated insert', 'turning-insert', null, {
    coating: 'CVD',
    suits: HARD,
  }),
  tool('T-VNMG-AL', 'VNMG160404 精车刀片(铝)', 'VNMG160404 finishing insert (Al)', 'turning-insert', null, {
    suits: SOFT,
  }),
  tool('T-VNMG-ST', 'VNMG160404 精车刀片(钢)', 'VNMG160404 finishing insert (steel)', 'turning-insert', null, {
    coating: 'PVD',
    suits: HARD,
  }),
  tool('T-GRV-3', '切槽刀片 3mm', 'Grooving insert 3 mm', 'grooving-insert', 3, { coating: 'PVD' }),
  tool('T-CD-3.15', '中心钻 A3.15', 'Centre drill A3.15', 'center-drill', 3.15, { toolMaterial: 'hss' }),
  tool('T-SPOT-90', '点钻 90° Ø10', 'Spot drill 90° Ø10', 'spot-drill', 10, { coating: 'TiAlN' }),
  ...DRILLS.map((d) =>
    tool(`T-DR-${mmCode(d)}`, `麻花钻 Ø${d}`, `Twist drill Ø${d}`, 'drill', d, {
      toolMaterial: 'hss-co',
      coating: 'TiAlN',
    }),
  ),
  ...THREADS.flatMap((m) => [
    tool(`T-TAP-${m}-SF`, `螺旋槽丝锥 ${m}(盲孔)`, `Spiral-flute tap ${m} (blind)`, 'tap', null, {
      size: m,
      toolMaterial: 'hss-e',
      coating: 'TiN',
    }),
    tool(`T-TAP-${m}-SP`, `先端丝锥 ${m}(通孔)`, `Spiral-point tap ${m} (through)`, 'tap', null, {
      size: m,
      toolMaterial: 'hss-e',
      coating: 'TiN',
    }),
  ]),
  ...THREADS.filter((m) => Number(m.slice(1)) >= 6).map((m) =>
    tool(`T-TM-${m}`, `螺纹铣刀 ${m}`, `Thread mill ${m}`, 'thread-mill', null, { size: m, coating: 'TiAlN' }),
  ),
  ...REAMERS.map((d) => tool(`T-RM-${d}H7`, `铰刀 Ø${d} H7`, `Reamer Ø${d} H7`, 'reamer', d, {})),
  tool('T-BB-16', '镗刀杆 Ø16 (镗 Ø20–40)', 'Boring bar Ø16 (bores Ø20–40)', 'boring-bar', 20, {}),
  tool('T-BB-32', '镗刀杆 Ø32 (镗 Ø40–120)', 'Boring bar Ø32 (bores Ø40–120)', 'boring-bar', 40, {}),
  tool('T-FM-63', '面铣刀 Ø63', 'Face mill Ø63', 'face-mill', 63, { coating: 'PVD' }),
  ...MILL_SIZES.map((d) =>
    tool(`T-EM-AL-${d}`, `铝用三刃立铣刀 Ø${d}`, `3-flute end mill Ø${d} (Al)`, 'end-mill', d, { suits: SOFT }),
  ),
  ...MILL_SIZES.map((d) =>
    tool(`T-EM-ST-${d}`, `涂层四刃立铣刀 Ø${d}`, `Coated 4-flute end mill Ø${d}`, 'end-mill', d, {
      coating: 'TiAlN',
      suits: HARD,
    }),
  ),
  tool('T-BM-6', '球头铣刀 R3', 'Ball mill R3', 'ball-mill', 6, { coating: 'TiAlN' }),
  tool('T-BM-10', '球头铣刀 R5', 'Ball mill R5', 'ball-mill', 10, { coating: 'TiAlN' }),
  ...KEYWAYS.map((d) =>
    tool(`T-KS-${d}`, `键槽铣刀 Ø${d}`, `Keyseat cutter Ø${d}`, 'keyseat-cutter', d, { coating: 'TiAlN' }),
  ),
  tool('T-CM-90', '倒角铣刀 90° Ø12', 'Chamfer mill 90° Ø12', 'chamfer-mill', 12, { coating: 'TiAlN' }),
  ...COUNTERBORES.map(([m, d]) =>
    tool(`T-CB-${m}`, `沉头孔锪刀 ${m} Ø${d}`, `Counterbore ${m} Ø${d}`, 'counterbore', d, {
      size: m,
      toolMaterial: 'hss-co',
    }),
  ),
  tool('T-CS-90', '90° 锪钻 Ø16', 'Countersink 90° Ø16', 'countersink', 16, { toolMaterial: 'hss-co' }),
  tool('T-GW-SURF', '平面砂轮 WA46K Ø300', 'Surface grinding wheel WA46K Ø300', 'grinding-wheel', 300, {
    toolMaterial: 'wa',
  }),
  tool('T-GW-CYL', '外圆砂轮 PA60K Ø400', 'Cylindrical grinding wheel PA60K Ø400', 'grinding-wheel', 400, {
    toolMaterial: 'pa',
  }),
  tool('T-WIRE-0.25', '黄铜电极丝 Ø0.25', 'Brass EDM wire Ø0.25', 'edm-wire', 0.25, { toolMaterial: 'brass' }),
  tool('T-WIRE-MO-0.18', '钼丝 Ø0.18', 'Molybdenum wire Ø0.18', 'edm-wire', 0.18, { toolMaterial: 'mo' }),
  tool('T-DEBURR', '去毛刺刮刀', 'Deburring blade', 'deburr-tool', null, { toolMaterial: 'hss' }),
]
