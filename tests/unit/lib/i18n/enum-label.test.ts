import { beforeEach, describe, expect, it } from 'vitest'
import en from '../../../../locales/en.json'
import zhCN from '../../../../locales/zh-CN.json'
import { processRoute } from '../../../../contract/process-plan.ts'
import { enumLabel } from '../../../../src/lib/i18n/enum-label.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)

const PART_CLASSES = processRoute.shape.context.shape.partClass.options
const TIERS = ['simple', 'medium', 'complex'] as const

describe('enum labels', () => {
  it('name every part class and programming tier in both languages', () => {
    for (const catalogue of [zhCN, en]) {
      expect(Object.keys(catalogue.enums.partClass).sort()).toEqual([...PART_CLASSES].sort())
      expect(Object.keys(catalogue.enums.programmingTier).sort()).toEqual([...TIERS].sort())
    }
  })

  it('show a stored code in the reader’s words, the same on every screen', () => {
    setLocale('zh-CN')
    expect(enumLabel('partClass', 'prismatic')).toBe('箱体/板类')
    expect(enumLabel('programmingTier', 'medium')).toBe('中等')
    setLocale('en')
    expect(enumLabel('partClass', 'rotational')).toBe('Rotational (turned)')
  })

  it('show an unknown value as stored and a missing one as a dash', () => {
    expect(enumLabel('partClass', 'freeform')).toBe('freeform')
    expect(enumLabel('partClass', null)).toBe('—')
  })
})
