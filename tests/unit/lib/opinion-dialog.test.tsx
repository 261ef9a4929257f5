import { act, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { OpinionDialog, type OpinionDialogProps } from '../../../src/lib/opinion-dialog.tsx'
import { click, mountRoot, press, stubIconFetch } from '../support/render.tsx'
import { resetState } from '../support/reset.ts'

// A decision sent with a written opinion: a blank required opinion is stopped in the field, the
// confirm button spins while sending, a refusal keeps the dialog open with the text as typed, and
// Enter in the text never sends while Escape closes without sending.

type Overrides = Partial<Pick<OpinionDialogProps, 'required' | 'refusal' | 'onConfirm' | 'onClose'>>

function Host(props: Overrides & { initial?: string }) {
  const [text, setText] = useState(props.initial ?? '')
  return (
    <OpinionDialog
      message="Reject order Q-1?"
      confirmLabel="Reject"
      testId="od"
      required={props.required}
      refusal={props.refusal}
      onConfirm={props.onConfirm ?? (async () => true)}
      onClose={props.onClose ?? (() => {})}
      field={{ label: 'Opinion', value: text, onChange: setText, maxLength: 12, className: 'f', testId: 'od-text' }}
    />
  )
}

const q = (id: string) => document.querySelector(`[data-testid="${id}"]`)
const textarea = () => q('od-text') as HTMLTextAreaElement
const type = (value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea(), value)
    textarea().dispatchEvent(new Event('input', { bubbles: true }))
  })

describe('OpinionDialog', () => {
  let view: ReturnType<typeof mountRoot>
  beforeEach(() => {
    resetState()
    stubIconFetch()
    setLocale('en')
    view = mountRoot()
  })
  afterEach(async () => {
    await view.unmount()
    vi.unstubAllGlobals()
  })

  it('stops a blank required opinion in the field, and lets it go once something is typed', async () => {
    const onConfirm = vi.fn(async () => true)
    await view.render(<Host required onConfirm={onConfirm} />)
    await type('   ')
    await click(q('od-confirm'))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(q('od-error')?.textContent).toBe('This field is required')
    expect(textarea().getAttribute('aria-describedby')).toBe('od-error')
    await type('too high')
    expect(q('od-error')).toBeNull()
    await click(q('od-confirm'))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('caps the text at the limit passed in and asks for focus when it opens', async () => {
    await view.render(<Host />)
    expect(textarea().maxLength).toBe(12)
    expect(textarea().hasAttribute('autofocus')).toBe(true)
  })

  it('does not send on Enter in the text', async () => {
    const onConfirm = vi.fn(async () => true)
    await view.render(<Host onConfirm={onConfirm} initial="fine" />)
    await press(textarea(), 'Enter')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(q('od-dialog')).not.toBeNull()
  })

  it('closes on Escape without sending', async () => {
    const onConfirm = vi.fn(async () => true)
    const onClose = vi.fn()
    await view.render(<Host onConfirm={onConfirm} onClose={onClose} />)
    await press(textarea(), 'Escape')
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('spins the confirm button while sending, and closes once it worked', async () => {
    let finish: (ok: boolean) => void = () => {}
    const onClose = vi.fn()
    await view.render(<Host onConfirm={() => new Promise((r) => (finish = r))} onClose={onClose} />)
    await click(q('od-confirm'))
    expect(q('od-confirm')?.hasAttribute('loading')).toBe(true)
    await act(async () => finish(true))
    expect(q('od-confirm')?.hasAttribute('loading')).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows a refusal in the server’s words and keeps the dialog and the typed text', async () => {
    const onClose = vi.fn()
    const rerender = (refusal: string | null) =>
      view.render(<Host onClose={onClose} refusal={refusal} onConfirm={async () => false} />)
    await rerender(null)
    await type('price is ok')
    await click(q('od-confirm'))
    await rerender('The order has moved on')
    expect(q('od-error')?.textContent).toBe('The order has moved on')
    expect(q('od-error')?.getAttribute('role')).toBe('alert')
    expect(textarea().value).toBe('price is ok')
    expect(q('od-dialog')).not.toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })
})
