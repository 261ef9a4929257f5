import { describe, expect, it } from 'vitest'
import { t } from '../../../src/lib/i18n/index.ts'

// The back office's conversation page shows a part's files with the order screens' component; its
// chunk loads nothing else of the quote order, and the key itself stood under every part.
describe('order line files', () => {
  it('bring their own words wherever they are shown', async () => {
    expect(t('quoteOrder.line.drawing', { name: 'a.pdf' })).toBe('quoteOrder.line.drawing')
    await import('../../../src/app/pages/quote-order-line-files.tsx')
    expect(t('quoteOrder.line.drawing', { name: 'a.pdf' })).toBe('图纸：a.pdf')
  })
})
