import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignOffBlock } from '../../../../src/features/process-assistant/components/sign-off-block.tsx'
import '../../../../src/features/process-assistant/messages.ts'
import { $signOffs } from '../../../../src/features/process-assistant/stores/sign-offs.ts'
import type { CardSignOffs } from '../../../../contract/process-card.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { click, mountRoot } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { envelope } from '../ai-quote/support.ts'

// The 编制 / 审核 / 批准 block: a reviewer signs 审核 only after confirming, with an opinion, and
// then sees their name and day in it; a role they may not sign has no button.

const author = { role: 'author' as const, name: 'zhang', signedAt: '2026-12-01T03:00:00.000Z', opinion: '' }
const unsigned: CardSignOffs = { version: 2, signatures: [author], canSign: ['reviewer'], dispatchBlocked: 'reviewer' }
const signed: CardSignOffs = {
  version: 2,
  signatures: [author, { role: 'reviewer', name: 'li', signedAt: '2026-12-02T03:00:00.000Z', opinion: '工序合理' }],
  canSign: [],
  dispatchBlocked: null,
}
const cell = (role: string) => document.querySelector(`[data-testid="pa-sign-${role}"]`)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the sign-off block', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    logIn()
    $signOffs.set({ status: 'idle' })
  })
  afterEach(async () => {
    await view.render(null)
    vi.unstubAllGlobals()
  })

  it('signs 审核 after a confirmation with the opinion typed, then shows who signed', async () => {
    const calls = stubFetch((call) => envelope(call.init?.method === 'POST' ? signed : unsigned))
    await view.render(<SignOffBlock recordId={7} version={2} />)
    await act(flush)
    expect(cell('author')?.textContent).toContain('zhang')
    expect(cell('reviewer')?.getAttribute('data-signed')).toBe('false')
    expect(document.querySelector('[data-testid="pa-sign-approver-button"]')).toBeNull()
    await click(document.querySelector('[data-testid="pa-sign-reviewer-button"]'))
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0)
    expect(document.querySelector('[data-testid="pa-sign-dialog"]')?.textContent).toContain('签署版本 2 的审核？')
    const opinion = document.querySelector('[data-testid="pa-sign-opinion"]') as HTMLTextAreaElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(opinion, '工序合理')
      opinion.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await click(document.querySelector('[data-testid="pa-sign-confirm"]'))
    await act(flush)
    const post = calls.find((c) => c.init?.method === 'POST')!
    expect(JSON.parse(String(post.init?.body))).toEqual({ version: 2, role: 'reviewer', opinion: '工序合理' })
    expect(cell('reviewer')?.getAttribute('data-signed')).toBe('true')
    expect(cell('reviewer')?.textContent).toContain('li')
    expect(cell('reviewer')?.textContent).toContain('工序合理')
  })

  it('keeps the dialog open with the opinion as typed when the server refuses, saying why in it', async () => {
    const calls = stubFetch((call) =>
      call.init?.method === 'POST' ? envelope(null, 409, '记录已更新，请刷新后再签') : envelope(unsigned),
    )
    await view.render(<SignOffBlock recordId={7} version={2} />)
    await act(flush)
    await click(document.querySelector('[data-testid="pa-sign-reviewer-button"]'))
    const opinion = document.querySelector('[data-testid="pa-sign-opinion"]') as HTMLTextAreaElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(opinion, '工序合理')
      opinion.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await click(document.querySelector('[data-testid="pa-sign-confirm"]'))
    await act(flush)
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(1)
    const dialog = document.querySelector('[data-testid="pa-sign-dialog"]')
    expect(dialog?.querySelector('[data-testid="pa-sign-error"]')?.textContent).toBe('记录已更新，请刷新后再签')
    expect((document.querySelector('[data-testid="pa-sign-opinion"]') as HTMLTextAreaElement).value).toBe('工序合理')
    expect(cell('reviewer')?.getAttribute('data-signed')).toBe('false')
  })
})
