import type { ProcessLibrary } from '../../../contract/process-library.ts'

// The columns of each library's sheet: the contract's input fields in form order, then the enabled
// state, with the zh header the export writes and the import reads. `list` cells hold the values of
// an array joined by commas; `flag` cells read 是/否.

export type CellKind = 'text' | 'number' | 'list' | 'flag'
export interface Column {
  field: string
  header: string
  kind: CellKind
}

const col = (field: string, header: string, kind: CellKind = 'text'): Column => ({ field, header, kind })
const enabled = col('enabled', '启用', 'flag')

export const SHEET_COLUMNS: Record<ProcessLibrary, Column[]> = {
  crafts: [
    col('code', '编码'),
    col('nameZh', '名称'),
    col('nameEn', '英文名称'),
    col('stage', '阶段'),
    col('seq', '工序号', 'number'),
    col('equipmentTypes', '设备类型', 'list'),
    col('toolTypes', '刀具类型', 'list'),
    col('itGrade', '经济精度 IT', 'number'),
    col('ra', '经济粗糙度 Ra (µm)', 'number'),
    col('timeBasis', '工时依据'),
    col('timeFactor', '工时系数', 'number'),
    col('description', '说明'),
    enabled,
  ],
  equipment: [
    col('code', '编码'),
    col('name', '名称'),
    col('nameEn', '英文名称'),
    col('type', '类型'),
    col('travelX', 'X 行程 (mm)', 'number'),
    col('travelY', 'Y 行程 (mm)', 'number'),
    col('travelZ', 'Z 行程 (mm)', 'number'),
    col('axes', '轴数', 'number'),
    col('maxRpm', '最高转速 (rpm)', 'number'),
    col('hourlyRate', '机时费 (元/小时)', 'number'),
    col('workshop', '车间'),
    enabled,
  ],
  tools: [
    col('code', '编码'),
    col('name', '名称'),
    col('nameEn', '英文名称'),
    col('type', '类型'),
    col('diameter', '直径 (mm)', 'number'),
    col('size', '规格'),
    col('toolMaterial', '刀具材料'),
    col('coating', '涂层'),
    col('suitableMaterials', '适用材料', 'list'),
    enabled,
  ],
}

/** Sheet titles, also the export's file name. */
export const SHEET_TITLES: Record<ProcessLibrary, string> = { crafts: '工艺库', equipment: '设备库', tools: '刀具库' }

export const FLAG_TEXT = { yes: '是', no: '否' } as const
