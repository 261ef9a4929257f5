import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AiQuoteScreen } from '../../../../src/features/ai-quote/components/ai-quote-screen.tsx'
import { $conversation, startConversation } from '../../../../src/features/ai-quote/stores/conversation.ts'
import { $queue, addFiles, isUploading, sendQueue } from '../../../../src/features/ai-quote/stores/upload.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope, file } from './support.ts'

// Deleting the record on screen from the history left its conversation and cards shown: once no
// record is asked for, the screen is a new, empty conversation.

const message = {
  id: 1,
  role: 'user',
  kind: 'text',
  text: 'bracket.step',
  data: {},
  createTime: '2026-01-01T00:00:00Z',
}

describe('AiQuoteScreen', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    logIn()
    stubFetch((call) => envelope(call.url.includes('/messages') ? { rows: [message] } : []))
  })
  afterEach(() => view.render(null))

  it('empties the conversation when the record it showed is no longer asked for', async () => {
    await view.render(<AiQuoteScreen recordId={9} />)
    await vi.waitFor(() => expect($conversation.get()).toMatchObject({ recordId: 9, status: 'ready' }))
    expect($conversation.get().messages).toHaveLength(1)
    await view.render(<AiQuoteScreen recordId={undefined} />)
    expect($conversation.get()).toMatchObject({ recordId: null, status: 'idle', messages: [] })
  })

  it('keeps a conversation without a record when mounted without one', async () => {
    $conversation.set({ recordId: 12, status: 'ready', messages: [], sending: false })
    await view.render(<AiQuoteScreen />)
    expect($conversation.get().recordId).toBe(12)
  })

  it('stops an upload in flight when the screen goes away, and keeps its files queued', async () => {
    let sent: { aborted: boolean } | null = null
    class HangingXhr {
      upload = { onprogress: null }
      onload = null
      onerror = null
      onabort: (() => void) | null = null
      aborted = false
      open() {}
      setRequestHeader() {}
      send() {
        // The fake request hands itself to the test, which answers it.
        // eslint-disable-next-line @typescript-eslint/no-this-alias
        sent = this
      }
      abort() {
        this.aborted = true
        this.onabort?.()
      }
    }
    vi.stubGlobal('XMLHttpRequest', HangingXhr)
    try {
      await view.render(<AiQuoteScreen />)
      startConversation()
      addFiles([file('a.step')])
      void sendQueue()
      await vi.waitFor(() => expect(sent).not.toBeNull())
      expect(isUploading()).toBe(true)
      await view.render(null)
      expect(sent!.aborted).toBe(true)
      expect(isUploading()).toBe(false)
      expect($queue.get().map((q) => q.status)).toEqual(['queued'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
