import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelAllRequests, cancelRequest, pendingRequests } from '../../../../src/lib/api/abort.ts'
import { http } from '../../../../src/lib/api/client.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { uploadRequest } from '../../../../src/lib/api/upload-request.ts'
import { $isLoggedIn, resetSession } from '../../../../src/lib/stores/session.ts'
import { logIn, never, rejection, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

// Uploads are requests like the others: registered by URL, so cancelling that URL, cancelling all,
// or logging out stops them; and a 401 on one is said before the logout.

/** An XMLHttpRequest that stays pending until aborted or answered by the test. */
class PendingXhr {
  static last: PendingXhr | null = null
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  aborted = false
  open() {}
  setRequestHeader() {}
  send() {
    PendingXhr.last = this
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const PATH = '/api/cnc/partcosts/v3/upload'

describe('uploads in the abort registry', () => {
  beforeEach(() => {
    resetState()
    logIn()
    vi.stubGlobal('XMLHttpRequest', PendingXhr)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('registers a pending upload by its URL and forgets it once answered', async () => {
    const upload = uploadRequest<{ id: number }>(PATH, new FormData())
    expect(pendingRequests()).toEqual([PATH])
    PendingXhr.last!.answer(200, { code: 200, data: { id: 3 } })
    await expect(upload).resolves.toEqual({ id: 3 })
    expect(pendingRequests()).toEqual([])
  })

  it('is stopped by cancelRequest(url) and by cancelAllRequests, without a toast', async () => {
    const first = uploadRequest(PATH, new FormData())
    cancelRequest(PATH)
    expect(await rejection(first)).toMatchObject({ kind: 'abort' })
    expect(PendingXhr.last!.aborted).toBe(true)
    const second = uploadRequest(PATH, new FormData())
    cancelAllRequests()
    expect(await rejection(second)).toMatchObject({ kind: 'abort' })
    expect(pendingRequests()).toEqual([])
    expect($toast.get()).toBeNull()
  })

  it('is stopped, with every other pending request, by a logout', async () => {
    stubFetch(never)
    const upload = uploadRequest(PATH, new FormData())
    const list = http.get('/api/list')
    expect(pendingRequests().sort()).toEqual([PATH, '/api/list'])
    resetSession()
    expect(await rejection(upload)).toMatchObject({ kind: 'abort' })
    expect(await rejection(list)).toMatchObject({ kind: 'abort' })
    expect(PendingXhr.last!.aborted).toBe(true)
    expect(pendingRequests()).toEqual([])
  })

  it('says the session expired on a 401, then logs out', async () => {
    const upload = uploadRequest(PATH, new FormData())
    PendingXhr.last!.answer(401, {})
    expect(await rejection(upload)).toMatchObject({ status: 401, message: '登录已过期，请重新登录' })
    expect($toast.get()).toMatchObject({ variant: 'danger', message: '登录已过期，请重新登录' })
    expect($isLoggedIn.get()).toBe(false)
  })
})
