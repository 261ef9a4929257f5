import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { useT } from '../../../../src/lib/i18n/use-t.ts'
import { resetState } from '../../support/reset.ts'

beforeEach(resetState)

function Title(): string {
  const t = useT()
  return t('app.title')
}

describe('useT', () => {
  it('re-renders on a language switch', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    const host = document.createElement('div')
    const root = createRoot(host)
    await act(async () => root.render(<Title />))
    expect(host.textContent).toBe('工业零件核价系统')
    await act(async () => setLocale('en'))
    expect(host.textContent).toBe('Industrial Parts Pricing System')
    await act(async () => root.unmount())
  })
})
