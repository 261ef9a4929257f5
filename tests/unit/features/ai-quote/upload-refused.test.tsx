import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UploadList } from '../../../../src/features/ai-quote/components/upload-list.tsx'
import { startConversation } from '../../../../src/features/ai-quote/stores/conversation.ts'
import {
  $queue,
  $uploadError,
  addFiles,
  clearQueue,
  sendQueue,
} from '../../../../src/features/ai-quote/stores/upload.ts'
import { logIn } from '../../support/fetch-stub.ts'
import { mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { file } from './support.ts'

// After "文件 bogus.step 的内容无法识别…" the file stayed in the list unmarked, and every later
// upload (a good PDF added) failed again until the user found and removed it. The refused file
// is marked with the reason and the good files go through without it.

const REFUSED = '文件 bogus.step 的内容无法识别；支持 STEP、STP、IGES、IGS、STL、OBJ、GLB、PDF、DXF、PNG、JPG'
const refusal = { status: 400, body: { code: 400, msg: REFUSED, data: null, extraInfo: { fileName: 'bogus.step' } } }
const accepted = { status: 200, body: { code: 200, data: { chatRecordId: 9, taskId: 't1', parts: [] } } }

/** An XMLHttpRequest answering each upload with the next scripted reply; it records what each sent. */
class ScriptedXhr {
  static replies: { status: number; body: unknown }[] = []
  static sent: string[][] = []
  upload = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  open() {}
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    ScriptedXhr.sent.push(body.getAll('file').map((f) => (f as File).name))
    const reply = ScriptedXhr.replies.shift() ?? accepted
    queueMicrotask(() => {
      this.status = reply.status
      this.responseText = JSON.stringify(reply.body)
      this.onload?.()
    })
  }
}

beforeEach(() => {
  resetState()
  logIn()
  clearQueue()
  startConversation()
  ScriptedXhr.replies = []
  ScriptedXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr)
  // The analysis that follows a good upload is not part of these tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => vi.unstubAllGlobals())

const listed = () => $queue.get().map((q) => [q.file.name, q.refused ?? null])

describe('a file the server refuses', () => {
  it('is marked with the reason while the good files are sent without it', async () => {
    ScriptedXhr.replies = [refusal]
    addFiles([file('bogus.step'), file('good.pdf')])
    expect(await sendQueue()).toBe(true)
    expect(ScriptedXhr.sent).toEqual([['bogus.step', 'good.pdf'], ['good.pdf']])
    expect(listed()).toEqual([['bogus.step', REFUSED]])
    expect($uploadError.get()).toBeNull()
  })

  it('is not sent again with a good file added later, and a corrected copy replaces it', async () => {
    ScriptedXhr.replies = [refusal]
    addFiles([file('bogus.step')])
    expect(await sendQueue()).toBe(false)
    expect(listed()).toEqual([['bogus.step', REFUSED]])

    addFiles([file('good.pdf')])
    expect(await sendQueue()).toBe(true)
    expect(ScriptedXhr.sent.at(-1)).toEqual(['good.pdf'])
    expect(listed()).toEqual([['bogus.step', REFUSED]])

    addFiles([file('bogus.step')])
    expect(listed()).toEqual([['bogus.step', null]])
  })

  it('shows on its own row, marked, with the reason', async () => {
    ScriptedXhr.replies = [refusal]
    addFiles([file('bogus.step'), file('good.pdf')])
    await sendQueue()
    addFiles([file('other.pdf')])
    const view = mountRoot()
    await view.render(<UploadList />)
    const rows = [...view.host.querySelectorAll('[data-testid="ai-quote-queued"]')]
    expect(rows.map((r) => r.getAttribute('data-refused'))).toEqual(['true', null])
    expect(rows[0]?.querySelector('[role="alert"]')?.textContent).toBe(REFUSED)
    expect(rows[1]?.querySelector('[role="alert"]')).toBeNull()
    await view.unmount()
  })
})
