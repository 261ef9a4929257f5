import type { Craft, LibraryOptions } from '../../../../contract/process-library.ts'
import type { ProcessOperation, ProcessRoute } from '../../../../contract/process-plan.ts'

const shown = (text: string) => ({ code: text, params: {}, text })

/** A planned operation of a craft, with an id and seq. */
export function operation(id: string, craftCode: string, seq: number, extra: Partial<ProcessOperation> = {}) {
  return {
    id,
    seq,
    craftCode,
    name: craftCode,
    stage: 'rough-milling',
    equipmentCode: 'VMC-1',
    toolCodes: ['EM10'],
    setup: 1,
    timeMin: 3,
    reason: shown('rule'),
    source: 'rule',
    needsReview: false,
    review: [],
    featureIds: [],
    note: '',
    ...extra,
  } satisfies ProcessOperation
}

/** A saved route of three operations (cut, rough mill, inspect). */
export function route(version = 1, extra: Partial<ProcessRoute> = {}): ProcessRoute {
  return {
    version,
    source: 'planner',
    createdAt: '2026-11-24T09:00:00.000Z',
    createdBy: 'customer',
    dispatchId: null,
    context: {
      partClass: 'prismatic',
      material: 'AL6061',
      materialName: '6061 铝',
      quantity: 10,
      bbox: null,
      blank: '110 × 60 × 25',
      heatTreatment: null,
      surfaceTreatment: null,
      accessDirections: ['+Z'],
    },
    operations: [
      operation('a', 'CUT', 30, { stage: 'cutting', equipmentCode: 'SAW-1', toolCodes: [], setup: 0 }),
      operation('b', 'MILL-R', 60),
      operation('c', 'INSPECT', 199, { stage: 'inspection', equipmentCode: null, toolCodes: [], setup: 0 }),
    ],
    issues: [],
    totals: { machiningMin: 3, totalMin: 10, setups: 1 },
    ...extra,
  }
}

const stamp = { id: 1, enabled: true, updateTime: '2026-11-24T09:00:00.000Z' }

/** A craft of the library. */
export const craft = (code: string, extra: Partial<Craft> = {}): Craft => ({
  ...stamp,
  code,
  nameZh: `${code}中文`,
  nameEn: `${code} en`,
  stage: 'drilling',
  seq: 70,
  equipmentTypes: ['vmc3'],
  toolTypes: ['spot-drill', 'drill'],
  itGrade: null,
  ra: null,
  timeBasis: 'holes',
  timeFactor: 1,
  description: '',
  ...extra,
})

/** Libraries with a saw, two 3-axis machines and a few tools. */
export const library: LibraryOptions = {
  crafts: [
    craft('DRILL'),
    craft('DEBURR', { stage: 'deburr', equipmentTypes: [], toolTypes: [], timeBasis: 'fixed', timeFactor: 2.5 }),
  ],
  equipment: [
    {
      ...stamp,
      code: 'SAW-1',
      name: '带锯床',
      nameEn: 'Band saw',
      type: 'saw',
      travelX: 0,
      travelY: 0,
      travelZ: 0,
      axes: 0,
      maxRpm: 0,
      hourlyRate: 40,
      workshop: '',
    },
    {
      ...stamp,
      code: 'VMC-1',
      name: '立加一号',
      nameEn: 'VMC 1',
      type: 'vmc3',
      travelX: 800,
      travelY: 500,
      travelZ: 500,
      axes: 3,
      maxRpm: 12000,
      hourlyRate: 120,
      workshop: '',
    },
  ],
  tools: [
    {
      ...stamp,
      code: 'SP90',
      name: '定心钻',
      nameEn: 'Spot drill',
      type: 'spot-drill',
      diameter: 6,
      size: '',
      toolMaterial: '',
      coating: '',
      suitableMaterials: [],
    },
    {
      ...stamp,
      code: 'DR5',
      name: '麻花钻 Ø5',
      nameEn: 'Drill Ø5',
      type: 'drill',
      diameter: 5,
      size: '',
      toolMaterial: '',
      coating: '',
      suitableMaterials: [],
    },
  ],
}

/** A planned record as GET /api/auto-process/{id} answers it, its latest route at `version`. */
export const detail = (version: number, extra: Partial<ProcessRoute> = {}) => ({
  id: 7,
  name: 'bracket',
  owned: true,
  status: 'done',
  error: null,
  step: null,
  dispatchId: null,
  files: [],
  features: [],
  route: route(version, extra),
  versions: [{ version, source: 'planner', createdAt: '2026-11-24T09:00:00.000Z', dispatchId: null }],
  messages: [],
  quotePart: null,
})
