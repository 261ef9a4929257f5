import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onConversation } from '../../../../src/features/ai-quote/stores/conversation-events.ts'
import {
  $analysis,
  $conversation,
  cancelAnalysis,
  followUpload,
  openRecord,
  sendText,
  startConversation,
} from '../../../../src/features/ai-quote/stores/conversation.ts'
import { $parts } from '../../../../src/features/ai-quote/stores/parts.ts'
import { watchLocale, watchSession } from '../../../../src/features/ai-quote/stores/screen.ts'
import { QUICK_INTERVAL } from '../../../../src/lib/api/poll.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { resetSession } from '../../../../src/lib/stores/session.ts'
import { logIn, stubFetch, type FetchCall } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, leadTime, part, router } from './support.ts'

const upload = { chatRecordId: 9, taskId: 't1', parts: [{ partId: 1, name: 'p1', files: [] }] }
const task = (status: string, progress: number) =>
  envelope({ taskId: 't1', chatRecordId: 9, status, progress, parts: [{ partId: 1, name: 'p1', status, error: null }] })
const messages = () =>
  envelope({
    rows: [{ id: 1, role: 'assistant', kind: 'analysis', content: 'p1: 100.00', createTime: '' }],
    pageIndex: 1,
    pageSize: 200,
    totalCount: 1,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  })

beforeEach(() => {
  resetState()
  logIn()
  startConversation()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('followUpload', () => {
  it('polls quickly until done, then loads the parts and tells the host with their ship dates', async () => {
    const datedPart = part(1)
    Object.assign(datedPart.quote, { leadTime: leadTime() })
    const tries = [task('running', 40), task('done', 100)]
    const calls = stubFetch(
      router([
        ['/task/', () => tries.shift() ?? task('done', 100)],
        ['/part/1', () => envelope(datedPart)],
        ['/messages', messages],
      ]),
    )
    const created = vi.fn()
    const priced = vi.fn()
    const offs = [onConversation('recordCreated', created), onConversation('quoteCreated', priced)]
    const done = followUpload(upload)
    await vi.advanceTimersByTimeAsync(0)
    expect($analysis.get()).toMatchObject({ status: 'running', progress: 40 })
    await vi.advanceTimersByTimeAsync(QUICK_INTERVAL)
    await done
    expect($analysis.get()).toMatchObject({ status: 'done', failed: [] })
    expect($parts.get()['1']?.status).toBe('ready')
    expect(calls.filter((c: FetchCall) => c.url.includes('/task/'))).toHaveLength(2)
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: 'p1' }))
    expect(priced).toHaveBeenCalledWith({
      chatRecordId: 9,
      partIds: [1],
      parts: [{ partId: 1, tier: 'standard', days: 8, shipDate: '2026-12-03', deliveryDate: '2026-12-07' }],
      shipDate: '2026-12-03',
      deliveryDate: '2026-12-07',
    })
    offs.forEach((off) => off())
  })

  it('tells which page of a scanned drawing is being read while the task runs', async () => {
    const scanning = (done: number) =>
      envelope({
        taskId: 't1',
        chatRecordId: 9,
        status: 'running',
        progress: 50,
        parts: [
          { partId: 1, name: 'p1', status: 'running', error: null, step: { stage: 'ocr', done, total: 4 } },
          { partId: 2, name: 'p2', status: 'running', error: null, step: null },
        ],
      })
    const tries = [scanning(0), scanning(1), scanning(4), task('done', 100)]
    stubFetch(
      router([
        ['/task/', () => tries.shift() ?? task('done', 100)],
        ['/part/1', () => envelope(part(1))],
        ['/messages', messages],
      ]),
    )
    const done = followUpload(upload)
    const seen = []
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(i === 0 ? 0 : QUICK_INTERVAL)
      const state = $analysis.get()
      seen.push(state?.status === 'running' ? state.scans : null)
    }
    await vi.advanceTimersByTimeAsync(QUICK_INTERVAL)
    await done
    const reading = (page: number) => [{ partId: 1, name: 'p1', page, total: 4 }]
    // The last page stays shown once read, while its findings are priced.
    expect(seen).toEqual([reading(1), reading(2), reading(4)])
    expect($analysis.get()).toMatchObject({ status: 'done' })
  })

  it('cancel stops polling and says so', async () => {
    const calls = stubFetch(
      router([
        ['/task/', () => task('running', 10)],
        ['/messages', messages],
      ]),
    )
    const done = followUpload(upload)
    await vi.advanceTimersByTimeAsync(0)
    cancelAnalysis()
    await done
    const polled = calls.filter((c) => c.url.includes('/task/')).length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls.filter((c) => c.url.includes('/task/')).length).toBe(polled)
    expect($analysis.get()?.status).toBe('cancelled')
  })

  it("downloads a done part's 3D view together with the part's answer, not after it", async () => {
    const meshed = envelope({
      taskId: 't1',
      chatRecordId: 9,
      status: 'done',
      progress: 100,
      parts: [{ partId: 1, name: 'p1', status: 'done', error: null, meshUrl: '/api/cnc/partcosts/file/5/mesh' }],
    })
    let partAsked = -1
    const calls = stubFetch(
      router([
        ['/task/', () => meshed],
        ['/file/5/mesh', () => new Response(new Uint8Array(8))],
        ['/part/1', () => ((partAsked = calls.length), envelope(part(1)))],
        ['/messages', messages],
      ]),
    )
    await followUpload(upload)
    const mesh = calls.findIndex((c: FetchCall) => c.url.endsWith('/file/5/mesh'))
    expect(mesh).toBeGreaterThan(-1)
    expect(mesh).toBeLessThan(partAsked)
  })

  it('gives up after a minute as a timeout', async () => {
    stubFetch(
      router([
        ['/task/', () => task('running', 10)],
        ['/messages', messages],
      ]),
    )
    const done = followUpload(upload)
    await vi.advanceTimersByTimeAsync(30 * 2000)
    await done
    expect($analysis.get()?.status).toBe('timeout')
  })
})

describe('openRecord and sendText', () => {
  it('reopens a record with its messages and parts', async () => {
    stubFetch(
      router([
        ['/messages', messages],
        ['/chatrecord/9/parts', () => envelope([{ partId: 1, taskId: 't1', name: 'p1', status: 'done' }])],
        ['/part/1', () => envelope(part(1))],
      ]),
    )
    await openRecord(9)
    expect($conversation.get()).toMatchObject({ recordId: 9, status: 'ready' })
    expect($conversation.get().messages).toHaveLength(1)
    expect($parts.get()['1']?.part?.quote?.total).toBe('100.00')
    // The next user must not see it (resetState dropped the module's listener, so watch again).
    const unwatch = watchSession()
    resetSession()
    unwatch()
    expect($conversation.get().recordId).toBeNull()
    expect($parts.get()).toEqual({})
  })

  it('reloads the server-worded parts and messages in the new language when the language changes', async () => {
    const calls = stubFetch(
      router([
        ['/messages', messages],
        ['/chatrecord/9/parts', () => envelope([{ partId: 1 }])],
        ['/part/1', () => envelope(part(1))],
      ]),
    )
    await openRecord(9)
    const unwatch = watchLocale()
    setLocale('en')
    await vi.advanceTimersByTimeAsync(0)
    unwatch()
    const english = calls
      .filter((c) => c.init.headers.get('Accept-Language') === 'en')
      .map((c) => new URL(c.url, 'http://x').pathname)
    expect(english).toEqual(expect.arrayContaining(['/api/chatrecord/9/messages', '/api/cnc/partcosts/part/1']))
    expect($parts.get()['1']?.status).toBe('ready')
  })

  it('a command appends the answers and re-priced parts', async () => {
    stubFetch(
      router([
        ['/messages', messages],
        ['/chatrecord/9/parts', () => envelope([])],
        [
          '/command',
          () =>
            envelope({
              understood: true,
              changes: { quantity: 100 },
              parts: [part(1, '900.00', 100)],
              messages: [{ id: 2, role: 'user', kind: 'command', content: '数量改为100', createTime: '' }],
            }),
        ],
      ]),
    )
    await openRecord(9)
    expect(await sendText(' 数量改为100 ')).toBe(true)
    expect($conversation.get().messages.map((m) => m.content)).toEqual(['p1: 100.00', '数量改为100'])
    expect($parts.get()['1']?.part?.quote?.total).toBe('900.00')
  })
})
