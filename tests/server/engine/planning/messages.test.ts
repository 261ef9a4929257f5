import { describe, expect, it } from 'vitest'
import {
  applyCommand,
  COMMAND_CODES,
  defaultLibraryOptions,
  ISSUE_CODES,
  REASON_CODES,
  REVIEW_CODES,
} from '../../../../server/engine/planning/index.ts'
import { translate } from '../../../../server/lib/i18n.ts'
import { en as processPlanEn, zhCN as processPlanZhCN } from '../../../../server/lib/messages.ts'
import { shownPlanMessage } from '../../../../server/services/process-plans/wording.ts'
import { plan } from './helpers.ts'
import { shaftDrawing, shaftGeometry } from './parts.ts'

const placeholders = (template: string) =>
  [
    ...new Set(
      [...template.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+) )\{(\w+)(?:\}|, plural,)/g)].map((m) =>
        m[1]!.replace(/(Zh|En)$/, ''),
      ),
    ),
  ].sort()

describe('planner message catalog', () => {
  const all = [
    ...REASON_CODES.map((c) => `plan.reason.${c}`),
    ...REVIEW_CODES.map((c) => `plan.review.${c}`),
    ...ISSUE_CODES.map((c) => `plan.issue.${c}`),
    ...COMMAND_CODES.map((c) => `plan.command.${c}`),
  ] as (keyof typeof processPlanZhCN)[]

  it('words every code in both languages with the same parameters', () => {
    for (const code of all) {
      expect(processPlanZhCN[code], code).toMatch(/\S/)
      expect(processPlanEn[code], code).toMatch(/\S/)
      expect(placeholders(processPlanEn[code]), code).toEqual(placeholders(processPlanZhCN[code]))
    }
  })

  it('words a planned operation and a command answer through the server catalog, in each language', () => {
    const { operations, context } = plan(shaftGeometry(), shaftDrawing(), 10)
    const saw = operations.find((o) => o.craftCode === 'CR-SAW')!
    expect(shownPlanMessage((k, p) => translate('zh-CN', k, p), saw.reason).text).toBe('锯床下料，毛坯 Ø35 × 135')
    expect(shownPlanMessage((k, p) => translate('en', k, p), saw.reason).text).toBe('Saw the blank, Ø35 × 135')
    const answer = applyCommand('在调质后加去应力', operations, context, defaultLibraryOptions())
    expect(translate('zh-CN', answer.message.code, answer.message.params)).toBe('已在“调质”后加入“去应力/时效”')
    expect(translate('en', answer.message.code, answer.message.params)).toBe(
      'Added “Stress relief / ageing” after “Quench & temper”',
    )
  })
})
