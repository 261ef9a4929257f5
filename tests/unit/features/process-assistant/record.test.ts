import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POLL_INTERVAL } from '../../../../src/lib/api/poll.ts'
import { onProcess } from '../../../../src/features/process-assistant/stores/events.ts'
import { $follow, $record, openRecord } from '../../../../src/features/process-assistant/stores/record.ts'
import { $draft } from '../../../../src/features/process-assistant/stores/draft.ts'
import { newProcess } from '../../../../src/features/process-assistant/stores/screen.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'
import { detail } from './support.ts'

const running = { ...detail(1), status: 'running', route: null, versions: [] }

describe('following a new record’s analysis', () => {
  beforeEach(() => {
    resetState()
    logIn()
    vi.useFakeTimers()
  })
  afterEach(() => {
    newProcess()
    vi.useRealTimers()
  })

  it('polls until the route is there, then edits it and tells the host once', async () => {
    const fetches = stubFetch(envelope(running), envelope(running), envelope(detail(1)))
    const planned = vi.fn()
    const off = onProcess('planned', planned)
    const opening = openRecord(7, true)
    await vi.advanceTimersByTimeAsync(0)
    expect($record.get()).toMatchObject({ status: 'ready', detail: { status: 'running' } })
    expect($follow.get()).toEqual({ status: 'following' })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL * 2)
    await opening
    expect(fetches).toHaveLength(3)
    expect($follow.get()).toBeNull()
    expect($draft.get()?.baseVersion).toBe(1)
    expect(planned).toHaveBeenCalledExactlyOnceWith({ chatRecordId: 7, version: 1 })
    off()
  })

  it('shows a failed analysis with the server’s reason and stops polling', async () => {
    const failed = { ...running, status: 'failed', error: '模型无法解析' }
    const fetches = stubFetch(envelope(running), envelope(failed))
    const opening = openRecord(7, true)
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL)
    await opening
    expect($record.get()).toMatchObject({ status: 'ready', detail: { status: 'failed', error: '模型无法解析' } })
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL * 3)
    expect(fetches).toHaveLength(2)
    expect($draft.get()).toBeNull()
  })
})
