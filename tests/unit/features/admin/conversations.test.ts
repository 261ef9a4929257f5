import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $conversationDetail, loadConversation } from '../../../../src/features/admin/stores/conversation-detail.ts'
import { conversationList } from '../../../../src/features/admin/stores/conversation-list.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const record = { id: 7, kind: 'quote', name: 'bracket', userId: 3, username: 'customer', nickName: '', companyName: '' }
const emptyPage = envelope({
  rows: [],
  pageIndex: 1,
  pageSize: 10,
  totalCount: 0,
  totalPages: 0,
  hasPreviousPage: false,
  hasNextPage: false,
})

beforeEach(() => {
  resetState()
  conversationList.reset()
  logIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('the back office conversation list', () => {
  it('asks for quote conversations first, then the kind picked, with the keyword', async () => {
    const calls = stubFetch(emptyPage, emptyPage, emptyPage)
    await conversationList.reload()
    expect(calls[0]?.url).toBe('/api/admin/conversations?pageIndex=1&pageSize=10&kind=quote')
    await conversationList.setFilters({ kind: 'process' })
    await conversationList.search('acme')
    expect(calls[2]?.url).toBe('/api/admin/conversations?pageIndex=1&pageSize=10&keyword=acme&kind=process')
    expect(conversationList.$state.get().status).toBe('empty')
  })
})

describe('one conversation', () => {
  it('loads the record of the kind asked', async () => {
    const calls = stubFetch(envelope({ record, messages: [], parts: [], files: [] }))
    await loadConversation('quote', 7)
    expect(calls[0]?.url).toBe('/api/admin/conversations/quote/7')
    expect($conversationDetail.get()).toMatchObject({ status: 'loaded', detail: { record: { name: 'bracket' } } })
  })

  it('tells a refusal and a missing record apart from other errors', async () => {
    stubFetch(envelope(null, 403, 'no view'), envelope(null, 404, 'gone'), envelope(null, 500, 'broken'))
    await loadConversation('quote', 7)
    expect($conversationDetail.get().status).toBe('forbidden')
    await loadConversation('process', 8)
    expect($conversationDetail.get().status).toBe('missing')
    await loadConversation('quote', 9)
    expect($conversationDetail.get()).toMatchObject({ status: 'error', message: 'broken' })
  })

  it('drops the answer for a conversation left before it arrived', async () => {
    let release: (r: Response) => void = () => {}
    const slow = new Promise<Response>((resolve) => (release = resolve))
    const calls = stubFetch(() => slow, envelope({ record: { ...record, id: 8 }, messages: [], parts: [], files: [] }))
    const first = loadConversation('quote', 7)
    await loadConversation('quote', 8)
    release(envelope({ record, messages: [], parts: [], files: [] }))
    await first
    expect(calls).toHaveLength(2)
    expect($conversationDetail.get()).toMatchObject({ detail: { record: { id: 8 } } })
  })
})
