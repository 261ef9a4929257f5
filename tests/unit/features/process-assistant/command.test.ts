import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $actionError } from '../../../../src/features/process-assistant/stores/busy.ts'
import { $commandText, sendCommandText } from '../../../../src/features/process-assistant/stores/command.ts'
import { $dirty, $draft, moveOp } from '../../../../src/features/process-assistant/stores/draft.ts'
import { $record, openRecord } from '../../../../src/features/process-assistant/stores/record.ts'
import { newProcess } from '../../../../src/features/process-assistant/stores/screen.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'
import { detail, route } from './support.ts'

const message = (id: number, role: 'user' | 'assistant', text: string, version: number | null = null) => ({
  id,
  role,
  text,
  version,
  createdAt: '2026-11-24T10:00:00.000Z',
})

describe('a free-text command', () => {
  beforeEach(() => {
    resetState()
    logIn()
  })
  afterEach(newProcess)

  it('is sent on the latest version, and its new version and answer replace the edit in progress', async () => {
    const after = {
      ...detail(3),
      messages: [message(1, 'user', '热处理改为调质'), message(2, 'assistant', '热处理已改为“调质”', 3)],
    }
    const fetches = stubFetch(
      envelope(detail(2)),
      envelope({ applied: true, message: '热处理已改为“调质”', route: route(3) }),
      envelope(after),
    )
    await openRecord(7)
    moveOp(0, 1)
    $commandText.set(' 热处理改为调质 ')
    expect(await sendCommandText()).toBe(true)
    expect(fetches[1]!.url).toBe('/api/auto-process/7/command')
    expect(JSON.parse(String(fetches[1]!.init.body))).toEqual({ baseVersion: 2, text: '热处理改为调质' })
    expect($commandText.get()).toBe('')
    const record = $record.get()
    expect(record.status === 'ready' && record.detail.messages.map((m) => m.text)).toEqual([
      '热处理改为调质',
      '热处理已改为“调质”',
    ])
    expect($draft.get()?.baseVersion).toBe(3)
    expect($dirty.get()).toBe(false)
  })

  it('keeps the text and says why when the server refuses it', async () => {
    stubFetch(envelope(detail(2)), json({ success: false, code: 400, msg: 'text: 不能为空', data: null }, 400))
    await openRecord(7)
    $commandText.set('x')
    expect(await sendCommandText()).toBe(false)
    expect($actionError.get()).toBe('text: 不能为空')
    expect($commandText.get()).toBe('x')
  })
})
