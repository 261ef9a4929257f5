import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  $processHistory,
  $quoteHistory,
  deleteChatRecord,
  loadChatHistory,
  loadMoreChatHistory,
  prependChatRecord,
  refreshChatHistory,
  renameChatRecord,
  resetChatHistory,
} from '../../../../src/features/chat-history/stores/chat-history.ts'
import { recordNameError } from '../../../../src/features/chat-history/lib/record-name.ts'
import { resetSession } from '../../../../src/lib/stores/session.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code: number | string = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `r${from + i}`, updateTime: '2026-03-15T08:00:00Z' }))
const page = (pageIndex: number, items: unknown[], hasNextPage: boolean) =>
  envelope({
    rows: items,
    pageIndex,
    pageSize: 20,
    totalCount: 45,
    totalPages: 3,
    hasPreviousPage: pageIndex > 1,
    hasNextPage,
  })

beforeEach(() => {
  resetState()
  logIn()
  resetChatHistory()
})
afterEach(() => vi.unstubAllGlobals())

describe('paging', () => {
  it('loads 20 per page from page 1 and appends the next pages until none is left', async () => {
    const calls = stubFetch(page(1, rows(1, 20), true), page(2, rows(21, 20), true), page(3, rows(41, 5), false))
    await loadChatHistory('quote')
    expect(calls[0]?.url).toBe('/api/chatrecord/page-query?pageIndex=1&pageSize=20')
    expect($quoteHistory.get()).toMatchObject({ status: 'ready', page: 1, hasMore: true })
    await loadMoreChatHistory('quote')
    await loadMoreChatHistory('quote')
    expect(calls[2]?.url).toBe('/api/chatrecord/page-query?pageIndex=3&pageSize=20')
    expect($quoteHistory.get().records).toHaveLength(45)
    expect($quoteHistory.get().hasMore).toBe(false)
    await loadMoreChatHistory('quote')
    expect(calls).toHaveLength(3)
  })

  it('uses the process endpoints for process records and keeps the kinds apart', async () => {
    const calls = stubFetch(page(1, rows(7, 2), false))
    await loadChatHistory('process')
    expect(calls[0]?.url).toBe('/api/auto-process-chat-record/page?pageIndex=1&pageSize=20')
    expect($processHistory.get().records).toHaveLength(2)
    expect($quoteHistory.get().status).toBe('idle')
  })

  it('loads page 1 only once, and never lists a record twice when pages shift', async () => {
    const calls = stubFetch(page(1, rows(1, 20), true), page(2, rows(20, 3), false))
    await loadChatHistory('quote')
    await loadChatHistory('quote')
    expect(calls).toHaveLength(1)
    await loadMoreChatHistory('quote')
    expect($quoteHistory.get().records.map((r) => r.id)).toEqual(rows(1, 22).map((r) => r.id))
  })

  it('shows the error state on a failed first page and keeps the list on a failed next page', async () => {
    stubFetch(json({ success: false, code: 500, msg: 'down', data: null }, 500))
    await refreshChatHistory('quote')
    expect($quoteHistory.get().status).toBe('error')
    stubFetch(page(1, rows(1, 20), true), json({ success: false, code: 500, msg: 'down', data: null }, 500))
    await refreshChatHistory('quote')
    await loadMoreChatHistory('quote')
    expect($quoteHistory.get()).toMatchObject({ status: 'ready', moreFailed: true, loadingMore: false, page: 1 })
    expect($quoteHistory.get().records).toHaveLength(20)
  })

  it('drops an answer that arrives after a newer reload', async () => {
    let release: (r: Response) => void = () => {}
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)), page(1, rows(100, 1), false))
    const slow = refreshChatHistory('quote')
    await refreshChatHistory('quote')
    release(page(1, rows(1, 20), true))
    await slow
    expect($quoteHistory.get().records.map((r) => r.id)).toEqual([100])
  })

  it('forgets the lists when the user changes', async () => {
    stubFetch(page(1, rows(1, 3), false))
    await loadChatHistory('quote')
    resetSession()
    expect($quoteHistory.get()).toMatchObject({ status: 'idle', records: [] })
  })
})

describe('rename and delete', () => {
  beforeEach(async () => {
    stubFetch(page(1, rows(1, 3), false))
    await loadChatHistory('quote')
  })

  it('renames locally only when the server answers code 200', async () => {
    const calls = stubFetch(envelope({ id: 2, name: 'Bracket', updateTime: '2026-03-15T09:00:00Z' }))
    expect(await renameChatRecord('quote', 2, '  Bracket ')).toBe(true)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ chatRecordId: 2, name: 'Bracket' })
    expect($quoteHistory.get().records[1]?.name).toBe('Bracket')

    stubFetch(envelope({ id: 2, name: 'Other' }, 'success'))
    expect(await renameChatRecord('quote', 2, 'Other')).toBe(false)
    stubFetch(envelope(null, 404, 'not found'))
    expect(await renameChatRecord('quote', 2, 'Other')).toBe(false)
    expect($quoteHistory.get().records[1]?.name).toBe('Bracket')
  })

  it('deletes locally only when the server answers code 200', async () => {
    stubFetch(json({ success: false, code: 500, msg: 'boom', data: null }, 500))
    expect(await deleteChatRecord('quote', 1)).toBe(false)
    expect($quoteHistory.get().records).toHaveLength(3)
    const calls = stubFetch(envelope(true))
    expect(await deleteChatRecord('quote', 1)).toBe(true)
    expect(calls[0]?.url).toBe('/api/chatrecord/delete/1')
    expect($quoteHistory.get().records.map((r) => r.id)).toEqual([2, 3])
  })

  it('renames and deletes process records through their own endpoints', async () => {
    const calls = stubFetch(envelope({ id: 9, name: 'Shaft', updateTime: '' }), envelope(true))
    await renameChatRecord('process', 9, 'Shaft')
    await deleteChatRecord('process', 9)
    expect(calls[0]?.url).toBe('/api/auto-process-chat-record/update-name/9?name=Shaft')
    expect(calls[1]?.url).toBe('/api/auto-process-chat-record/9')
  })

  it('puts a new or updated record at the top', () => {
    prependChatRecord('quote', { id: 3, name: 'moved', updateTime: '2026-03-15T10:00:00Z' })
    prependChatRecord('quote', { id: 50, name: 'new', updateTime: '2026-03-15T10:01:00Z' })
    expect($quoteHistory.get().records.map((r) => r.id)).toEqual([50, 3, 1, 2])
  })
})

describe('recordNameError', () => {
  it('wants a non-empty name of at most 100 characters', () => {
    expect(recordNameError('   ')).toBe('chatHistory.nameRequired')
    expect(recordNameError('x'.repeat(101))).toBe('chatHistory.nameTooLong')
    expect(recordNameError(` ${'x'.repeat(100)} `)).toBe('')
  })
})
