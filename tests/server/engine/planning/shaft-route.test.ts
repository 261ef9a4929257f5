import { describe, expect, it } from 'vitest'
import { codes, machiningMinutes, plan, quotedPartMinutes, routeTotals } from './helpers.ts'
import { shaftDrawing, shaftGeometry } from './parts.ts'

// The worked-example shaft: 45#, Ø30 h6 × 120, keyway, 2 × M6, 调质 HB220–250, 发黑.

describe('planRoute: the worked-example shaft', () => {
  const { context, operations } = plan(shaftGeometry(), shaftDrawing(), 10)
  const op = (code: string) => operations.find((o) => o.craftCode === code)!

  it('reproduces the reference route in order', () => {
    expect(codes(operations)).toEqual([
      'CR-PREP', // 备料
      'CR-SAW', // 10 下料 Ø35 × 135
      'CR-FACE', // 20 车端面/打中心孔
      'CR-TURN-R', // 30 粗车
      'CR-QT', // 40 调质
      'CR-TURN-F', // 50 半精车/精车
      'CR-GROOVE', //    切槽
      'CR-KEYWAY', // 60 铣键槽
      'CR-DRILL', // 70 钻 M6 底孔 Ø5.0
      'CR-TAP', //    攻丝 M6
      'CR-GRIND-C', // 80 外圆磨 Ø30 h6
      'CR-DEBURR', // 90 去毛刺
      'CR-BLACK-OXIDE', // 100 发黑
      'CR-FINAL', // 110 终检
      'CR-PACK', // 120 包装
    ])
    expect(context).toMatchObject({
      partClass: 'rotational',
      material: '45#',
      blank: 'Ø35 × 135',
      heatTreatment: '调质',
      surfaceTreatment: '发黑',
    })
  })

  it('puts each operation on the reference machine with the reference tools', () => {
    expect(op('CR-SAW').equipmentCode).toBe('EQ-SAW')
    expect(op('CR-TURN-R').equipmentCode).toBe('EQ-LATHE')
    expect(op('CR-QT').equipmentCode).toBe('EQ-FURNACE')
    expect(op('CR-KEYWAY')).toMatchObject({ equipmentCode: 'EQ-VMC3', toolCodes: ['T-KS-8'], featureIds: ['keyway-1'] })
    expect(op('CR-DRILL').toolCodes).toEqual(['T-SPOT-90', 'T-DR-5.0'])
    expect(op('CR-TAP')).toMatchObject({ toolCodes: ['T-TAP-M6-SF'], featureIds: ['thread-1', 'thread-2'] })
    expect(op('CR-GRIND-C')).toMatchObject({ equipmentCode: 'EQ-GRIND-C', toolCodes: ['T-GW-CYL'] })
    expect(op('CR-TURN-F').featureIds).toEqual(['turned-diameter-1', 'chamfer-1'])
    expect(op('CR-GROOVE')).toMatchObject({ toolCodes: ['T-GRV-3'], featureIds: ['groove-1'] })
    expect(op('CR-TURN-R').toolCodes.every((t) => t.endsWith('-ST'))).toBe(true) // steel grades, not the Al inserts
  })

  it('re-clamps after 调质: roughing, finish turning, milling and grinding are separate setups', () => {
    expect([op('CR-FACE').setup, op('CR-TURN-F').setup, op('CR-KEYWAY').setup, op('CR-GRIND-C').setup]).toEqual([
      1, 2, 3, 4,
    ])
    expect(op('CR-DRILL').setup).toBe(op('CR-KEYWAY').setup)
    expect(op('CR-QT').setup).toBe(0)
    expect(operations.every((o) => !o.needsReview)).toBe(true)
  })

  it('gives the machining operations the quote’s minutes for the same part', () => {
    const tPart = quotedPartMinutes(shaftGeometry(), shaftDrawing(), 10)
    expect(tPart).toBeGreaterThan(5)
    expect(Math.abs(machiningMinutes(operations) - tPart)).toBeLessThan(0.006)
    expect(routeTotals(operations).machiningMin).toBeCloseTo(tPart, 1)
    expect(op('CR-GRIND-C').timeMin).toBe(8) // the craft's own minutes, outside t_part
  })
})
