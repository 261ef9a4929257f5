import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadConversation } from '../../../../src/features/admin/stores/conversation-detail.ts'
import { createTreeStore } from '../../../../src/features/admin/stores/tree-store.ts'
import { loadPermissions } from '../../../../src/features/admin/stores/permission-matrix.ts'
import { loadConfigDetail, resetConfigDetail } from '../../../../src/features/quote-config/stores/config-detail.ts'
import { $orderDetail, loadOrder, resetOrderDetail } from '../../../../src/features/quote-order/stores/order-detail.ts'
import { runMove } from '../../../../src/features/quote-order/stores/order-writes.ts'
import { loadComparison } from '../../../../src/features/quote-order/stores/comparison.ts'
import { loadStatistics, resetStatistics } from '../../../../src/features/quote-order/stores/statistics.ts'
import { createPagedList } from '../../../../src/lib/paged-list/create-paged-list.ts'
import { paged } from '../../../../contract/wire.ts'
import { $screenFailure } from '../../../../src/lib/stores/screen-failure.ts'
import { ApiError } from '../../../../src/lib/api/errors.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope, order } from '../../features/quote-order/support.ts'

const failure = (status: number) => json({ success: false, code: status, msg: 'no', data: null }, status)

/** The error pages the failures reported so far lead to, in order. */
function watch(): string[] {
  const seen: string[] = []
  unlisten = $screenFailure.listen((f) => f && seen.push(f.kind))
  return seen
}
let unlisten = () => {}

beforeEach(() => {
  resetState()
  logIn()
  resetOrderDetail()
  resetConfigDetail()
  resetStatistics()
})
afterEach(() => {
  unlisten()
  vi.unstubAllGlobals()
})

describe('a screen whose data cannot load leads to an error page', () => {
  it('an order the server refuses leads to /403, a server failure to /500, a missing one stays on the screen', async () => {
    const seen = watch()
    stubFetch(failure(403), failure(500), failure(404), failure(503))
    await loadOrder(3)
    await loadOrder(4)
    await loadOrder(5)
    expect($orderDetail.get()).toMatchObject({ failure: 'missing' })
    await loadOrder(6)
    expect(seen).toEqual(['forbidden', 'serverError', 'serverError'])
  })

  it('a quote configuration refused or failed on load does the same', async () => {
    const seen = watch()
    stubFetch(failure(403), failure(502))
    await loadConfigDetail('1')
    await loadConfigDetail('2')
    expect(seen).toEqual(['forbidden', 'serverError'])
  })

  it('the back-office screens do the same: permissions, a conversation, a tree on its first load only', async () => {
    const seen = watch()
    stubFetch(failure(403), failure(500))
    await loadPermissions()
    await loadConversation('quote', 4)
    const replies = [new ApiError('no', 'http', { status: 500 }), null, new ApiError('no', 'http', { status: 500 })]
    const tree = createTreeStore(async () => {
      const reply = replies.shift()
      if (reply) throw reply
      return [{ id: 1 }]
    })
    await tree.load()
    await tree.load()
    await tree.load()
    expect(tree.$state.get()).toMatchObject({ status: 'error' })
    expect(seen).toEqual(['forbidden', 'serverError', 'serverError'])
  })

  it('every list screen does the same until it has shown rows; then a failed page or refresh stays on the list', async () => {
    const seen = watch()
    const replies: (ApiError | null)[] = [
      new ApiError('no', 'http', { status: 403 }),
      new ApiError('no', 'http', { status: 502 }),
      new ApiError('bad', 'http', { status: 400 }),
      null,
      new ApiError('no', 'http', { status: 500 }),
    ]
    const list = createPagedList<{ id: number }>({
      fetchPage: async (q) => {
        const reply = replies.shift()
        if (reply) throw reply
        return paged([{ id: 1 }], q.pageIndex, q.pageSize, 30)
      },
    })
    await list.reload()
    await list.reload()
    await list.reload()
    expect(list.$state.get()).toMatchObject({ status: 'error', message: 'bad' })
    await list.reload()
    await list.setPage(2)
    expect(list.$state.get()).toMatchObject({ status: 'error' })
    expect(seen).toEqual(['forbidden', 'serverError'])
  })

  it('the statistics (before numbers are shown) and the comparison do the same', async () => {
    const seen = watch()
    stubFetch(failure(403), failure(500), failure(400))
    await loadStatistics()
    await loadComparison({ kind: 'ids', ids: [4, 3] })
    await loadComparison({ kind: 'ids', ids: [4] })
    expect(seen).toEqual(['forbidden', 'serverError'])
  })

  it('a refused button action on a loaded screen stays on the screen (a toast), not an error page', async () => {
    stubFetch(envelope(order({ actions: ['cancel'] })), failure(403))
    await loadOrder(3)
    const seen = watch()
    expect(await runMove('cancel')).toBe(false)
    expect(seen).toEqual([])
  })
})
