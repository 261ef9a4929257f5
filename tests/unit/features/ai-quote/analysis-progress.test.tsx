import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnalysisProgress } from '../../../../src/features/ai-quote/components/analysis-progress.tsx'
import { $analysis } from '../../../../src/features/ai-quote/stores/conversation.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot, stubIconFetch } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'

// A scan is read page by page for seconds each: the banner says which page of
// which part, in the reader's language, instead of only "analysing…".

const running = (scans: { partId: number; name: string; page: number; total: number }[]) =>
  $analysis.set({ status: 'running', taskId: 't1', progress: 50, scans })
const scanLines = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="ai-quote-analysis-scan"]')].map((el) => el.textContent)

describe('AnalysisProgress', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    stubIconFetch()
  })
  afterEach(() => view.render(null))

  it('names the page of the scan being read, in Chinese and in English', async () => {
    running([{ partId: 1, name: 'bracket', page: 2, total: 4 }])
    await view.render(<AnalysisProgress />)
    expect(scanLines(view.host)).toEqual(['bracket：正在识别扫描图纸 第 2/4 页'])
    await act(async () => setLocale('en'))
    expect(scanLines(view.host)).toEqual(['bracket: reading the scanned drawing, page 2 of 4'])
  })

  it('shows one line per part being read and none when no scan is read', async () => {
    running([
      { partId: 1, name: 'a', page: 1, total: 1 },
      { partId: 2, name: 'b', page: 3, total: 3 },
    ])
    await view.render(<AnalysisProgress />)
    expect(scanLines(view.host)).toHaveLength(2)
    await act(async () => running([]))
    expect(scanLines(view.host)).toEqual([])
    expect(view.host.querySelector('[data-testid="ai-quote-analysis"]')?.textContent).toContain('50%')
  })
})
