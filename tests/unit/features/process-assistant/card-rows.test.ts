import { describe, expect, it } from 'vitest'
import { cardView, savedCardView } from '../../../../src/features/process-assistant/lib/card-rows.ts'
import {
  moveOperation,
  operationOfCraft,
  insertOperation,
  toDraft,
} from '../../../../src/features/process-assistant/lib/route-edit.ts'
import type { RouteIssue } from '../../../../contract/process-plan.ts'
import { craft, library, operation, route } from './support.ts'

const issue = (text: string, operationId: string | null, severity: RouteIssue['severity'] = 'error'): RouteIssue => ({
  code: text,
  params: {},
  text,
  severity,
  operationId,
})

describe('the process card’s lines', () => {
  it('show a saved route with its issues on their operations and the rest above', () => {
    const saved = route(1, { issues: [issue('travel', 'b'), issue('no packaging', null, 'warning')] })
    const view = savedCardView(saved)
    expect(view.rows.map((r) => r.derived?.seq)).toEqual([30, 60, 199])
    expect(view.rows[1]!.issues.map((i) => i.text)).toEqual(['travel'])
    expect(view.routeIssues.map((i) => i.text)).toEqual(['no packaging'])
  })

  it('keep what the saved version said of moved operations, and drop its issues once edited', () => {
    const saved = route(1, { issues: [issue('travel', 'b')] })
    const edited = moveOperation(toDraft(saved), 1, 1)
    const view = cardView(edited, saved, null, true)
    expect(view.rows.map((r) => r.derived?.id)).toEqual(['a', 'c', 'b'])
    expect(view.rows.flatMap((r) => r.issues)).toEqual([])
  })

  it('leave an inserted operation underived until the check, then match the check by position', () => {
    const saved = route()
    const edited = insertOperation(toDraft(saved), 2, operationOfCraft(craft('DRILL'), library, 1))
    expect(cardView(edited, saved, null, true).rows[2]!.derived).toBeNull()
    const check = {
      operations: [
        operation('a', 'CUT', 30),
        operation('b', 'MILL-R', 60),
        operation('tmp-1', 'DRILL', 70, { needsReview: true }),
        operation('c', 'INSPECT', 199),
      ],
      issues: [issue('no tool', 'tmp-1', 'warning'), issue('order', null)],
    }
    const view = cardView(edited, saved, check, true)
    expect(view.rows[2]!.derived?.needsReview).toBe(true)
    expect(view.rows[2]!.issues.map((i) => i.text)).toEqual(['no tool'])
    expect(view.routeIssues.map((i) => i.text)).toEqual(['order'])
  })
})
