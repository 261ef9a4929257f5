import { describe, expect, it } from 'vitest'
import { applyCommand, defaultLibraryOptions, validateRoute } from '../../../../server/engine/planning/index.ts'
import { codes, plan, without } from './helpers.ts'
import { blockDrawing, blockGeometry, shaftDrawing, shaftGeometry } from './parts.ts'
import en from '../../../../locales/process-assistant/en.json'
import zhCN from '../../../../locales/process-assistant/zh-CN.json'

const libraries = defaultLibraryOptions()
const shaft = plan(shaftGeometry(), shaftDrawing(), 10)
const hardened = plan(shaftGeometry(), shaftDrawing(), 10, { heatTreatment: '淬火' })
const run = (text: string, route = shaft, libs = libraries) => applyCommand(text, route.operations, route.context, libs)
const errors = (route: typeof shaft, ops: typeof shaft.operations) =>
  validateRoute(ops, route.context, libraries).issues.filter((i) => i.severity === 'error')

/** The example commands the command box shows, in one language: what the user is told works. */
const examples = (placeholder: string) =>
  placeholder
    .replace(/^(例如：|e\.g\. )/, '')
    .replace(/\s*(——|—).*$/, '')
    .split(/、|, /)

describe('applyCommand', () => {
  it.each([
    ['zh-CN', zhCN.processAssistant.command.placeholder],
    ['en', en.processAssistant.command.placeholder],
  ])('applies every example the %s command box offers', (lang, placeholder) => {
    const list = examples(placeholder)
    expect(list).toHaveLength(3)
    for (const text of list) {
      // In the reader's language: no English command on the Chinese screen, no Chinese on the English one.
      expect(lang === 'en' ? /\p{Script=Han}/u.test(text) : /[a-z]/i.test(text), text).toBe(false)
      const route =
        text.includes('grinding') || text.includes('外圆磨')
          ? { ...hardened, operations: hardened.operations.filter((o) => o.craftCode !== 'CR-GRIND-C') }
          : text.includes('调质') || text.includes('quench')
            ? hardened
            : shaft
      expect(run(text, route).applied, text).toBe(true)
    }
  })

  it.each(['热处理改为淬火', 'change heat treatment to hardening'])(
    '%s: replaces 调质 by hardening after finishing',
    (text) => {
      const r = run(text)
      expect(r.applied).toBe(true)
      expect(r.message.code).toBe('plan.command.heatChanged')
      expect(codes(r.operations)).not.toContain('CR-QT')
      const c = codes(r.operations)
      expect(c.indexOf('CR-HARDEN')).toBeGreaterThan(c.indexOf('CR-TAP'))
      expect(c.indexOf('CR-HARDEN')).toBeLessThan(c.indexOf('CR-GRIND-C'))
      expect(errors(shaft, r.operations)).toEqual([])
    },
  )

  it.each(['热处理改为调质', 'change heat treatment to quench and temper'])(
    '%s: puts 调质 back between roughing and finishing',
    (text) => {
      const r = run(text, hardened)
      expect(r.applied).toBe(true)
      const c = codes(r.operations)
      expect(c).not.toContain('CR-HARDEN')
      expect(c.indexOf('CR-QT')).toBe(c.indexOf('CR-TURN-R') + 1)
      expect(r.message.params).toMatchObject({ craftZh: '调质', craftEn: 'Quench & temper' })
    },
  )

  it.each(['在淬火后加外圆磨', 'add cylindrical grinding after hardening'])(
    '%s: inserts grinding right after hardening',
    (text) => {
      const noGrind = { ...hardened, operations: hardened.operations.filter((o) => o.craftCode !== 'CR-GRIND-C') }
      const r = run(text, noGrind)
      expect(r.applied).toBe(true)
      const c = codes(r.operations)
      expect(c[c.indexOf('CR-HARDEN') + 1]).toBe('CR-GRIND-C')
      const added = r.operations.find((o) => o.craftCode === 'CR-GRIND-C')!
      expect(added).toMatchObject({
        source: 'command',
        equipmentCode: 'EQ-GRIND-C',
        timeMin: 8,
        reason: { code: 'plan.reason.command' },
      })
      expect(added.setup).toBeGreaterThan(Math.max(...noGrind.operations.map((o) => o.setup)))
      expect(new Set(r.operations.map((o) => o.id)).size).toBe(r.operations.length)
    },
  )

  it.each(['用五轴', 'use the 5-axis machine'])('%s: moves the milling operations to the 5-axis machine', (text) => {
    const block = plan(blockGeometry(), blockDrawing(), 10)
    const r = run(text, block)
    expect(r.applied).toBe(true)
    expect(r.message).toEqual({ code: 'plan.command.machineChanged', params: { equipment: 'EQ-VMC5', count: 7 } })
    expect(r.operations.filter((o) => o.setup > 0).every((o) => o.equipmentCode === 'EQ-VMC5')).toBe(true)
    expect(r.operations.find((o) => o.craftCode === 'CR-SAW')!.equipmentCode).toBe('EQ-SAW')
  })

  it('refuses the 5-axis machine when none is enabled', () => {
    const r = run('用五轴', shaft, without(['EQ-VMC5']))
    expect(r).toEqual({
      applied: false,
      message: { code: 'plan.command.noMachine', params: { kind: 'vmc5' } },
      operations: shaft.operations,
    })
  })

  it.each(['删除去毛刺', 'remove deburr'])('%s: removes the deburr operation', (text) => {
    const r = run(text)
    expect(r.applied).toBe(true)
    expect(codes(r.operations)).toEqual(codes(shaft.operations).filter((c) => c !== 'CR-DEBURR'))
    expect(r.message.params).toMatchObject({ count: 1 })
  })

  it.each(['表面处理改为阳极氧化', 'change surface treatment to anodizing'])(
    '%s: replaces 发黑 by anodising after deburr',
    (text) => {
      const r = run(text)
      expect(r.applied).toBe(true)
      const c = codes(r.operations)
      expect(c).not.toContain('CR-BLACK-OXIDE')
      expect(c[c.indexOf('CR-DEBURR') + 1]).toBe('CR-ANODIZE')
      expect(errors(shaft, r.operations)).toEqual([])
    },
  )

  it.each(['热处理改为无', 'change heat treatment to none'])('%s: removes the heat treatment', (text) => {
    const r = run(text)
    expect(r).toMatchObject({ applied: true, message: { code: 'plan.command.heatRemoved', params: { count: 1 } } })
    expect(codes(r.operations)).toEqual(codes(shaft.operations).filter((c) => c !== 'CR-QT'))
  })

  it.each(['帮我优化一下', 'make it cheaper', '删除火箭', '在电镀后加外圆磨'])('does not guess at "%s"', (text) => {
    const r = run(text)
    expect(r.applied).toBe(false)
    expect(r.operations).toBe(shaft.operations)
    expect(['plan.command.notUnderstood', 'plan.command.notInRoute', 'plan.command.unknownCraft']).toContain(
      r.message.code,
    )
  })
})
