import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { SeededText } from '../../../../src/lib/i18n/seeded-text.tsx'
import { mountRoot } from '../../support/render.tsx'

// A configuration list shows the product's seeded name in the reader's words and a name somebody
// wrote as written, marked translate="no" so a page translator and the screen checks leave it alone.

const view = mountRoot()
afterEach(() => setLocale('zh-CN'))

describe('a stored name on screen', () => {
  it('reads the seeded name in the reader’s words, unmarked', async () => {
    setLocale('en')
    await view.render(<SeededText kind="seededConfig" name="name" stored="默认报价配置" />)
    expect(view.host.textContent).toBe('Default quote configuration')
    expect(view.host.querySelector('[translate="no"]')).toBeNull()
  })

  it('shows a written name as written, marked as the user’s', async () => {
    setLocale('zh-CN')
    await view.render(<SeededText kind="seededConfig" name="name" stored="Export pricing 2027" />)
    expect(view.host.querySelector('[translate="no"]')?.textContent).toBe('Export pricing 2027')
  })
})
