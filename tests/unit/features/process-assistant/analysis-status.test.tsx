import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnalysisStatus } from '../../../../src/features/process-assistant/components/analysis-status.tsx'
import '../../../../src/features/process-assistant/messages.ts'
import { $follow, $record } from '../../../../src/features/process-assistant/stores/record.ts'
import type { AnalysisStep } from '../../../../contract/analysis-task.ts'
import type { ProcessDetail } from '../../../../contract/process-plan.ts'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot, stubIconFetch } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'
import { detail } from './support.ts'

// The process assistant's upload goes through the same worker pool as the AI quote: while its
// scanned drawing is read, the running banner names the page.

const running = (step: AnalysisStep | null, owned = true) =>
  $record.set({
    status: 'ready',
    id: 7,
    detail: { ...detail(1), status: 'running', route: null, step, owned } as ProcessDetail,
  })
const button = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`)
const scanLine = (host: HTMLElement) => host.querySelector('[data-testid="pa-analysis-scan"]')?.textContent ?? null

describe('AnalysisStatus', () => {
  const view = mountRoot()
  beforeEach(() => {
    resetState()
    stubIconFetch()
    $follow.set({ status: 'following' })
  })
  afterEach(() => view.render(null))

  it('names the page of the scan being read, in Chinese and in English', async () => {
    running({ stage: 'ocr', done: 1, total: 3 })
    await view.render(<AnalysisStatus />)
    expect(scanLine(view.host)).toBe('正在识别扫描图纸 第 2/3 页')
    await act(async () => setLocale('en'))
    expect(scanLine(view.host)).toBe('Reading the scanned drawing, page 2 of 3')
  })

  it('keeps the last page while its findings are used, and says nothing without a scan', async () => {
    running({ stage: 'ocr', done: 3, total: 3 })
    await view.render(<AnalysisStatus />)
    expect(scanLine(view.host)).toBe('正在识别扫描图纸 第 3/3 页')
    await act(async () => running(null))
    expect(scanLine(view.host)).toBeNull()
    expect(view.host.querySelector('[data-testid="pa-analysis-running"]')).not.toBeNull()
  })

  it("offers to stop or plan again only on the caller's own record, not to a signer reviewing it", async () => {
    running(null)
    await view.render(<AnalysisStatus />)
    expect(button(view.host, 'pa-cancel-analysis')).not.toBeNull()
    await act(async () => running(null, false))
    expect(button(view.host, 'pa-cancel-analysis')).toBeNull()
    expect(button(view.host, 'pa-stop-following')).not.toBeNull()
    const failed = (owned: boolean) =>
      $record.set({
        status: 'ready',
        id: 7,
        detail: { ...detail(1), status: 'failed', route: null, owned } as ProcessDetail,
      })
    await act(async () => failed(false))
    expect(view.host.querySelector('[data-testid="pa-analysis-failed"]')).not.toBeNull()
    expect(button(view.host, 'pa-retry')).toBeNull()
    await act(async () => failed(true))
    expect(button(view.host, 'pa-retry')).not.toBeNull()
  })
})
