import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $actionError } from '../../../../src/features/process-assistant/stores/busy.ts'
import { $dispatchId, dispatchLatest } from '../../../../src/features/process-assistant/stores/dispatch.ts'
import { $draft } from '../../../../src/features/process-assistant/stores/draft.ts'
import { $record, openRecord } from '../../../../src/features/process-assistant/stores/record.ts'
import { newProcess } from '../../../../src/features/process-assistant/stores/screen.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'
import { detail } from './support.ts'

describe('dispatching the latest version', () => {
  beforeEach(() => {
    resetState()
    logIn()
  })
  afterEach(newProcess)

  it('sends the number, then shows the version read-only with it', async () => {
    const fetches = stubFetch(
      envelope(detail(2)),
      envelope({ id: 7, name: 'bracket', updateTime: '2026-11-24T10:00:00.000Z', dispatchId: 'MO-42' }),
      envelope(detail(2, { dispatchId: 'MO-42' })),
    )
    await openRecord(7)
    expect($draft.get()?.baseVersion).toBe(2)
    $dispatchId.set('  MO-42 ')
    expect(await dispatchLatest()).toBe(true)
    expect(fetches[1]!.url).toBe('/api/auto-process-chat-record/update-dispatch-id/7?dispatchId=MO-42')
    const record = $record.get()
    expect(record.status === 'ready' && record.detail.route?.dispatchId).toBe('MO-42')
    // A dispatched version is not edited: nothing is left to save over it.
    expect($draft.get()).toBeNull()
    expect($dispatchId.get()).toBe('')
  })

  it('shows a refusal in the server’s words and keeps the number and the editable route', async () => {
    stubFetch(
      envelope(detail(2)),
      json({ success: false, code: 409, msg: '工艺路线有 1 个错误，不能下发', data: null }, 409),
    )
    await openRecord(7)
    $dispatchId.set('MO-42')
    expect(await dispatchLatest()).toBe(false)
    expect($actionError.get()).toBe('工艺路线有 1 个错误，不能下发')
    expect($dispatchId.get()).toBe('MO-42')
    expect($draft.get()?.baseVersion).toBe(2)
  })

  it('sends nothing without a number', async () => {
    const fetches = stubFetch(envelope(detail(2)))
    await openRecord(7)
    $dispatchId.set('   ')
    expect(await dispatchLatest()).toBe(false)
    expect(fetches).toHaveLength(1)
  })
})
