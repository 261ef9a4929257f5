import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  UPLOAD_MAX_BYTES as MAX_FILE_BYTES,
  UPLOAD_MAX_FILES as MAX_FILES,
} from '../../../../contract/upload-limits.ts'
import { kindOfName as kindOf } from '../../../../contract/file-format.ts'
import { fileProblem, missingKinds } from '../../../../src/lib/upload/upload-rules.ts'
import { $conversation, startConversation } from '../../../../src/features/ai-quote/stores/conversation.ts'
import {
  $queue,
  $rejected,
  $uploadError,
  addFiles,
  cancelUpload,
  clearQueue,
  sendQueue,
} from '../../../../src/features/ai-quote/stores/upload.ts'
import { logIn } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { file } from './support.ts'

/** A scripted XMLHttpRequest: each test says how the next upload ends. */
class FakeXhr {
  static last: FakeXhr | null = null
  static outcome: { status: number; body: unknown } | 'hang' = 'hang'
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.last = this
    const outcome = FakeXhr.outcome
    if (outcome === 'hang') return
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true })
      this.status = outcome.status
      this.responseText = JSON.stringify(outcome.body)
      this.onload?.()
    })
  }
  abort() {
    this.onabort?.()
  }
}

beforeEach(() => {
  resetState()
  logIn()
  clearQueue()
  startConversation()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => vi.unstubAllGlobals())

describe('upload rules', () => {
  it('tells 3D from 2D by extension and refuses the rest', () => {
    expect(kindOf('a.STEP')).toBe('3d')
    expect(kindOf('a.pdf')).toBe('2d')
    expect(kindOf('a.xyz')).toBeNull()
    expect(missingKinds(['a.step'])).toEqual(['2d'])
    expect(missingKinds(['a.step', 'a.pdf'])).toEqual([])
  })

  it('checks type, emptiness, size, duplicates and count before sending', () => {
    expect(fileProblem({ name: 'a.exe', size: 1 }, [])).toBe('wrongType')
    expect(fileProblem({ name: 'a.stl', size: 0 }, [])).toBe('empty')
    expect(fileProblem({ name: 'a.stl', size: MAX_FILE_BYTES + 1 }, [])).toBe('tooLarge')
    expect(fileProblem({ name: 'A.STL', size: 1 }, ['a.stl'])).toBe('duplicate')
    expect(
      fileProblem(
        { name: 'z.stl', size: 1 },
        Array.from({ length: MAX_FILES }, (_, i) => `${i}.stl`),
      ),
    ).toBe('tooMany')
  })

  it('queues good files with their kind and lists refused ones with the reason', () => {
    addFiles([file('a.step'), file('a.pdf'), file('b.txt'), file('c.stl', 0)])
    expect($queue.get().map((q) => [q.file.name, q.kind])).toEqual([
      ['a.step', '3d'],
      ['a.pdf', '2d'],
    ])
    expect($rejected.get()).toEqual([
      { name: 'b.txt', problem: 'wrongType' },
      { name: 'c.stl', problem: 'empty' },
    ])
  })
})

describe('sendQueue', () => {
  it('sends every file in one multipart body with the token, then empties the queue', async () => {
    FakeXhr.outcome = { status: 200, body: { code: 200, data: { chatRecordId: 9, taskId: 't1', parts: [] } } }
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    addFiles([file('a.step'), file('a.pdf')])
    expect(await sendQueue()).toBe(true)
    expect(FakeXhr.last?.url).toBe('/api/cnc/partcosts/v3/upload')
    expect(FakeXhr.last?.headers.Authorization).toBe('Bearer tok')
    expect(FakeXhr.last?.body?.getAll('file')).toHaveLength(2)
    expect($queue.get()).toEqual([])
    expect($conversation.get().recordId).toBe(9)
  })

  it('keeps the files and shows the server rejection', async () => {
    FakeXhr.outcome = { status: 400, body: { code: 400, msg: 'a.step is not a STEP file' } }
    addFiles([file('a.step')])
    expect(await sendQueue()).toBe(false)
    expect($uploadError.get()).toBe('a.step is not a STEP file')
    expect($queue.get().map((q) => [q.file.name, q.status])).toEqual([['a.step', 'queued']])
  })

  it('cancel aborts the upload and puts the files back', async () => {
    FakeXhr.outcome = 'hang'
    addFiles([file('a.step')])
    const sent = sendQueue()
    expect($queue.get()[0]?.status).toBe('uploading')
    cancelUpload()
    expect(await sent).toBe(false)
    expect($queue.get().map((q) => q.status)).toEqual(['queued'])
    expect($uploadError.get()).toBeNull()
  })
})
