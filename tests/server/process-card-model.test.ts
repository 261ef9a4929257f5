import { describe, expect, it } from 'vitest'
import { defaultLibraryOptions, type PlannedOperation } from '../../server/engine/planning/index.ts'
import { defaultQuoteConfig } from '../../server/engine/pricing/default-config.ts'
import { processCardModel, type CardSource } from '../../server/services/process-plans/card-model.ts'

// The 工艺过程卡 model of a known plan, every value worked out by hand from the default libraries
// and configuration: the header (图号 from the drawing's file, 毛坯, the workshops of the machines
// used), each operation's 准终 (the machine kind's setup minutes, once per setup) and 单件
// minutes, the sign-offs with their shop-local days, and the change record between versions.

const libraries = defaultLibraryOptions()
const byCode = <R extends { code: string }>(rows: R[], zh: (r: R) => string, en: (r: R) => string) =>
  new Map(rows.map((r) => [r.code, { zh: zh(r), en: en(r) }]))
const names = {
  crafts: new Map(libraries.crafts.map((c) => [c.code, { zh: c.nameZh, en: c.nameEn, stage: c.stage }])),
  equipment: byCode(
    libraries.equipment,
    (e) => e.name,
    (e) => e.nameEn,
  ),
  tools: byCode(
    libraries.tools,
    (t) => t.name,
    (t) => t.nameEn,
  ),
}

const op = (
  id: string,
  craftCode: string,
  equipmentCode: string | null,
  setup: number,
  timeMin: number,
  extra: Partial<PlannedOperation> = {},
): PlannedOperation => ({
  id,
  craftCode,
  stage: 'rough-milling',
  equipmentCode,
  toolCodes: [],
  setup,
  timeMin,
  reason: { code: 'plan.reason.pockets', params: { count: 3 } },
  source: 'rule',
  needsReview: false,
  review: [],
  featureIds: [],
  note: '',
  ...extra,
})

const saw = op('a', 'CR-SAW', 'EQ-SAW', 0, 1.5, {
  toolCodes: ['T-SAW-BM'],
  reason: { code: 'plan.reason.sawBlank', params: { blank: '125 × 85 × 32' } },
})
const rough = op('b', 'CR-MILL-R', 'EQ-VMC3', 1, 10)
const finish = op('c', 'CR-MILL-F', 'EQ-VMC3', 1, 8, { note: '夹紧注意' })
const flip = op('d', 'CR-MILL-F', 'EQ-VMC3', 2, 6)
const fai = op('e', 'CR-FAI', 'EQ-CMM', 0, 15)

const source: CardSource = {
  recordName: '轴承座',
  files: [
    { name: 'QE-017.step', kind: '3d' },
    { name: 'QE-017-A.pdf', kind: '2d' },
  ],
  context: {
    partClass: 'prismatic',
    material: '45#',
    materialName: '45# 钢',
    quantity: 20,
    bbox: null,
    blank: '125 × 85 × 32',
    heatTreatment: null,
    surfaceTreatment: null,
    accessDirections: [],
  },
  versions: [
    {
      version: 1,
      source: 'planner',
      operations: [saw, rough, finish, fai],
      by: 'zhang',
      at: new Date('2026-12-01T03:00:00Z'),
    },
    {
      version: 2,
      source: 'edit',
      operations: [saw, { ...rough, timeMin: 12.5 }, finish, flip, fai],
      by: 'zhang',
      // 01:00 on 3 December in Shanghai, still 2 December in UTC.
      at: new Date('2026-12-02T17:00:00Z'),
    },
  ],
  signatures: [{ role: 'reviewer', name: 'li', at: new Date('2026-12-04T01:00:00Z') }],
  names,
  equipment: libraries.equipment,
  config: defaultQuoteConfig(),
}

describe('the process card model', () => {
  const card = processCardModel(source, 'zh-CN')

  it('heads the card with the drawing number, part, material, blank and the workshops of its machines', () => {
    expect(card.header).toEqual({
      drawingNumber: 'QE-017-A',
      partName: '轴承座',
      material: '45# 钢',
      blankKind: '板料',
      blankSize: '125 × 85 × 32',
      workshop: '下料车间、加工中心车间、质检室',
    })
  })

  it('lists each operation with 准终 once per setup on a machine (VMC850: 30 min) and its 单件 minutes', () => {
    expect(card.operations.map((o) => [o.seq, o.name, o.equipment, o.setupMinutes, o.unitMinutes])).toEqual([
      ['10', '锯切下料', '带锯床 GB4028', null, 1.5],
      ['20', '粗铣', '立式加工中心 VMC850', 30, 12.5],
      ['30', '半精铣/精铣', '立式加工中心 VMC850', null, 8],
      ['40', '半精铣/精铣', '立式加工中心 VMC850', 30, 6],
      ['50', '首件检验', '三坐标测量机 7.10.7', null, 15],
    ])
    expect(card.operations[0]!.content).toBe('锯床下料，毛坯 125 × 85 × 32')
    expect(card.operations[0]!.tooling).toBe('双金属带锯条 27×0.9')
    expect(card.operations[2]!.content).toBe('铣槽/型腔/外形 3 处，刀具按最小内圆角选择；夹紧注意')
  })

  it('signs 编制 as the version’s author, 审核 as signed, 批准 left open; days are the shop’s', () => {
    expect(card.signOffs).toEqual({
      author: { name: 'zhang', date: '2026-12-03' },
      reviewer: { name: 'li', date: '2026-12-04' },
      approver: null,
    })
  })

  it('records each later version: one operation added and one changed by the edit', () => {
    expect(card.changes).toEqual([
      { mark: 'v2', description: '手工编辑：新增 1 道、删除 0 道、修改 1 道工序', by: 'zhang', date: '2026-12-03' },
    ])
  })

  it('speaks English when asked', () => {
    const en = processCardModel(source, 'en')
    expect(en.header.blankKind).toBe('Plate')
    expect(en.operations[1]!.name).toBe('Rough milling')
    expect(en.changes[0]!.description).toBe('Edited: 1 added, 0 removed, 1 changed operations')
  })

  it('falls back to the model’s file name, then the record name, for the drawing number', () => {
    expect(processCardModel({ ...source, files: [source.files[0]!] }, 'zh-CN').header.drawingNumber).toBe('QE-017')
    expect(processCardModel({ ...source, files: [] }, 'zh-CN').header.drawingNumber).toBe('轴承座')
  })
})
