import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $actionError } from '../../../../src/features/process-assistant/stores/busy.ts'
import { $dirty, $draft, moveOp } from '../../../../src/features/process-assistant/stores/draft.ts'
import { $record, openRecord } from '../../../../src/features/process-assistant/stores/record.ts'
import { saveDraft } from '../../../../src/features/process-assistant/stores/save.ts'
import { newProcess } from '../../../../src/features/process-assistant/stores/screen.ts'
import '../../../../src/features/process-assistant/messages.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { json, logIn, stubFetch, type FetchCall } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'
import { detail, route } from './support.ts'

const calls = (all: FetchCall[], method: string) => all.filter((c) => c.init.method === method)

describe('saving the edited route', () => {
  beforeEach(() => {
    resetState()
    logIn()
    setLocale('en')
  })
  afterEach(newProcess)

  it('sends the edit on its base version and edits the new version afterwards', async () => {
    const fetches = stubFetch(envelope(detail(1)), envelope(route(2)), envelope(detail(2)))
    await openRecord(7)
    expect($draft.get()?.baseVersion).toBe(1)
    moveOp(0, 1)
    expect(await saveDraft()).toBe(true)
    const [post] = calls(fetches, 'POST')
    expect(post!.url).toBe('/api/auto-process/7/route')
    const body = JSON.parse(String(post!.init.body)) as { baseVersion: number; operations: { craftCode: string }[] }
    expect(body.baseVersion).toBe(1)
    expect(body.operations.map((o) => o.craftCode)).toEqual(['MILL-R', 'CUT', 'INSPECT'])
    expect($draft.get()?.baseVersion).toBe(2)
    expect($dirty.get()).toBe(false)
  })

  it('on a stale version says so and shows the newest version instead', async () => {
    stubFetch(
      envelope(detail(1)),
      json({ success: false, code: 409, msg: 'Version 1 is not the latest', data: null }, 409),
      envelope(detail(3)),
    )
    await openRecord(7)
    moveOp(0, 1)
    expect(await saveDraft()).toBe(false)
    expect($actionError.get()).toMatch(/newer version/)
    const record = $record.get()
    expect(record.status === 'ready' && record.detail.route?.version).toBe(3)
    expect($draft.get()?.baseVersion).toBe(3)
    expect($dirty.get()).toBe(false)
  })
})
