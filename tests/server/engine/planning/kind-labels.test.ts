import { describe, expect, it } from 'vitest'
import { shown } from '../../../../server/services/process-plans/wording.ts'

// The process card said 刀具库中没有合适的 drill（7.798） and 没有可用且能装下零件的 vmc5 设备: the planner's
// codes for tool types and machine kinds are worded as the process libraries name them.
describe('planner messages naming kinds', () => {
  it('name a missing tool by its type and diameter in words', () => {
    const m = { code: 'plan.review.noTool', params: { type: 'drill', size: 'Ø7.8 mm' } } as const
    expect(shown('zh-CN', m).text).toBe('刀具库中没有合适的钻头（Ø7.8 mm）')
    expect(shown('en', m).text).toBe('The tool library has no suitable drill (Ø7.8 mm)')
    // The stored parameters stay codes: the wording is the reader's.
    expect(shown('en', m).params).toEqual(m.params)
  })

  it('name machine kinds, one or a list', () => {
    const none = { code: 'plan.command.noMachine', params: { kind: 'vmc5' } } as const
    expect(shown('zh-CN', none).text).toBe('没有可用且能装下零件的五轴加工中心设备，路线未修改')
    const kinds = { code: 'plan.review.noEquipment', params: { kinds: 'vmc3, lathe' } } as const
    expect(shown('zh-CN', kinds).text).toContain('三轴加工中心、数控车床')
    expect(shown('en', kinds).text).toContain('3-axis machining centre, CNC lathe')
  })

  it('name a seeded treatment and material in the reader’s words, and a typed name as typed', () => {
    const params = { treatment: '调质', material: '铝合金 6061', treatmentKey: 'QT', materialKey: 'AL6061' }
    const m = { code: 'plan.review.treatmentIncompatible', params } as const
    expect(shown('en', m).text).toContain('Quench and temper')
    expect(shown('en', m).text).toContain('Aluminium 6061')
    expect(shown('zh-CN', m).text).toBe('调质 不适用于 铝合金 6061，请更换表面/热处理')
    const typed = {
      code: 'plan.review.treatmentIncompatible',
      params: { ...params, material: '客户来料 6061' },
    } as const
    expect(shown('en', typed).text).toContain('客户来料 6061')
  })

  it('name the seeded material of the incoming check in the reader’s words', () => {
    const m = { code: 'plan.reason.prep', params: { material: '铝合金 6061', materialKey: 'AL6061' } } as const
    expect(shown('en', m).text).toBe('Incoming check: grade, heat number and size of Aluminium 6061')
    expect(shown('zh-CN', m).text).toContain('铝合金 6061')
    const typed = { code: 'plan.reason.prep', params: { material: '客户来料 6061', materialKey: 'AL6061' } } as const
    expect(shown('en', typed).text).toContain('客户来料 6061')
  })

  it('leave a code the libraries do not name as it is', () => {
    const m = { code: 'plan.command.noMachine', params: { kind: 'laser' } } as const
    expect(shown('en', m).text).toContain('laser')
  })
})
