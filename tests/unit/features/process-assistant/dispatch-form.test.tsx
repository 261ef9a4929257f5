import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DispatchForm } from '../../../../src/features/process-assistant/components/dispatch-form.tsx'
import '../../../../src/features/process-assistant/messages.ts'
import { $dispatchId, dispatchLatest } from '../../../../src/features/process-assistant/stores/dispatch.ts'
import { $record, openRecord } from '../../../../src/features/process-assistant/stores/record.ts'
import { newProcess } from '../../../../src/features/process-assistant/stores/screen.ts'
import { $signOffs } from '../../../../src/features/process-assistant/stores/sign-offs.ts'
import { blockingIssueCount, type RouteIssue } from '../../../../contract/process-plan.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'
import { detail } from './support.ts'

// 下发 answers beside its button: a route with errors cannot be sent and says why there, and a
// refusal from the server is shown there too, not above the record thousands of pixels away.

const issue = (severity: RouteIssue['severity'], text: string): RouteIssue => ({
  code: text,
  params: {},
  text,
  severity,
  operationId: null,
})
const byTestId = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`)
const submitDisabled = (host: HTMLElement) =>
  (byTestId(host, 'pa-dispatch-submit') as HTMLElement & { disabled: boolean }).disabled

describe('the dispatch form', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    logIn()
  })
  afterEach(async () => {
    await view.render(null)
    newProcess()
    $signOffs.set({ status: 'idle' })
  })

  it('is off while the saved route has errors and says how many beside the button, in both languages', async () => {
    const issues = [issue('error', 'a'), issue('warning', 'b'), issue('error', 'c')]
    stubFetch(envelope(detail(2, { issues })))
    await openRecord(7)
    const record = $record.get()
    if (record.status !== 'ready' || !record.detail.route) throw new Error('record not open')
    $dispatchId.set('MO-42')
    const route = record.detail.route
    await view.render(<DispatchForm version={route.version} errors={blockingIssueCount(route.issues)} />)
    const form = byTestId(view.host, 'pa-dispatch')!
    expect(form.querySelector('[data-testid="pa-dispatch-blocked"]')?.textContent).toBe(
      '还有 2 个错误，修正后才能下发。',
    )
    expect(submitDisabled(view.host)).toBe(true)
    await act(async () => setLocale('en'))
    expect(byTestId(view.host, 'pa-dispatch-blocked')?.textContent).toBe(
      '2 error(s) left: fix them before dispatching.',
    )
  })

  it('is on for a route with warnings only', async () => {
    await view.render(<DispatchForm version={2} errors={0} />)
    $dispatchId.set('MO-42')
    await act(async () => undefined)
    expect(byTestId(view.host, 'pa-dispatch-blocked')).toBeNull()
    expect(submitDisabled(view.host)).toBe(false)
  })

  it('is off until the version on screen is signed 审核, and says so in the reader’s language', async () => {
    const signOffs = (version: number, dispatchBlocked: 'reviewer' | null) =>
      $signOffs.set({
        status: 'ready',
        key: `7:${version}`,
        value: { version, signatures: [], canSign: [], dispatchBlocked },
      })
    signOffs(2, 'reviewer')
    await view.render(<DispatchForm version={2} errors={0} />)
    $dispatchId.set('MO-42')
    await act(async () => undefined)
    expect(byTestId(view.host, 'pa-dispatch-unsigned')?.textContent).toBe('版本 2 尚未审核：审核签字后才能下发。')
    expect(submitDisabled(view.host)).toBe(true)
    await act(async () => setLocale('en'))
    expect(byTestId(view.host, 'pa-dispatch-unsigned')?.textContent).toBe(
      'Version 2 is not reviewed yet: it can be dispatched once the review is signed.',
    )
    // Sign-offs of another version say nothing about this one; once signed, the button is on.
    await act(async () => signOffs(1, 'reviewer'))
    expect(byTestId(view.host, 'pa-dispatch-unsigned')).toBeNull()
    await act(async () => signOffs(2, null))
    expect(byTestId(view.host, 'pa-dispatch-unsigned')).toBeNull()
    expect(submitDisabled(view.host)).toBe(false)
  })

  it('shows a refusal beside the button', async () => {
    stubFetch(
      envelope(detail(2)),
      json({ success: false, code: 409, msg: '工艺路线还有 14 个错误，修正后才能下发', data: null }, 409),
    )
    await openRecord(7)
    await view.render(<DispatchForm version={2} errors={0} />)
    $dispatchId.set('MO-42')
    await act(async () => void (await dispatchLatest()))
    const form = byTestId(view.host, 'pa-dispatch')!
    expect(form.querySelector('[data-testid="pa-dispatch-error"]')?.textContent).toBe(
      '工艺路线还有 14 个错误，修正后才能下发',
    )
  })
})
