import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $draft, DRAFT_STORAGE, rehydrateDraft, setDraft } from '../../../../src/features/ai-quote/stores/draft.ts'
import { $parts } from '../../../../src/features/ai-quote/stores/parts.ts'
import {
  $repricing,
  cancelRepricing,
  editPart,
  REPRICE_DEBOUNCE,
} from '../../../../src/features/ai-quote/stores/reprice.ts'
import { clearScreenStorage, clearStorage, storageKey } from '../../../../src/lib/storage.ts'
import { logIn, never, stubFetch, type FetchCall } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, part } from './support.ts'

beforeEach(() => {
  resetState()
  logIn()
  cancelRepricing()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('editPart', () => {
  it('merges quick edits into one re-price after the debounce', async () => {
    const calls = stubFetch(envelope(part(1, '500.00', 50)))
    editPart(1, { quantity: 5 })
    editPart(1, { quantity: 50 })
    editPart(1, { material: 'AL7075' })
    expect($repricing.get()['1']).toEqual({ status: 'pending' })
    await vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE - 1)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('/api/cnc/partcosts/part/1/reprice')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ quantity: 50, material: 'AL7075' })
    expect($parts.get()['1']?.part?.quote?.total).toBe('500.00')
    expect($repricing.get()['1']).toBeUndefined()
  })

  it('cancels the request in flight when a newer edit is sent', async () => {
    const replies: ((c: FetchCall) => Promise<Response> | Response)[] = [never, () => envelope(part(1, '700.00', 7))]
    const calls = stubFetch((c) => (replies.shift() ?? never)(c))
    editPart(1, { quantity: 3 })
    await vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE)
    editPart(1, { quantity: 7 })
    await vi.advanceTimersByTimeAsync(REPRICE_DEBOUNCE)
    await vi.runAllTimersAsync()
    expect(calls).toHaveLength(2)
    expect(calls[0]?.init.signal?.aborted).toBe(true)
    expect($parts.get()['1']?.part?.quote?.quantity).toBe(7)
    expect($repricing.get()['1']).toBeUndefined()
  })

  it('shows the server refusal on the card', async () => {
    stubFetch(envelope(null, 409, 'not analysed yet'))
    editPart(2, { quantity: 2 })
    await vi.runAllTimersAsync()
    expect($repricing.get()['2']).toEqual({ status: 'error', message: 'not analysed yet' })
  })
})

describe('draft', () => {
  it('is stored under ai-quote/quote as it is typed, survives clearStorage, and clears when empty', () => {
    setDraft('数量改为')
    expect(JSON.parse(localStorage.getItem(storageKey(DRAFT_STORAGE)) ?? 'null')).toEqual({ draft: '数量改为' })
    clearStorage()
    $draft.set('')
    rehydrateDraft()
    expect($draft.get()).toBe('数量改为')
    setDraft('')
    expect(localStorage.getItem(storageKey(DRAFT_STORAGE))).toBeNull()
  })
})

describe('session end', () => {
  it('empties the draft when the screen entries are cleared at logout', () => {
    setDraft('做200件')
    clearScreenStorage()
    expect($draft.get()).toBe('')
  })
})
